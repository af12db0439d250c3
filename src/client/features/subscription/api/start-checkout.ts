import { useMutation } from '@tanstack/react-query';
import { checkoutResponseSchema } from '@shared/contract/subscription';
import type { SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { apiRequest } from '@client/lib/api-client';

export type CheckoutInput = { taxYear: number; plan: SubscriptionPlanId };

/**
 * POST /api/subscription/checkout: opens a Stripe Checkout session for a plan and tax year and
 * answers its address. The caller sends the person there; Stripe brings them back to
 * `/?payment=success&taxYear=Y` or `/profile?payment=cancelled&taxYear=Y`.
 */
export function postCheckout(input: CheckoutInput) {
  return apiRequest('/api/subscription/checkout', { method: 'POST', body: input, schema: checkoutResponseSchema });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: postCheckout });
}
