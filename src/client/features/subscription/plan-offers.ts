import type { SubscriptionStatus } from '@shared/contract/subscription';
import { planRank, type SubscriptionPlanId } from '@shared/domain/subscription-plans';

/**
 * What a plan card offers, given the plan the person already has for the year:
 * - `current`: this is their plan (the 'Your plan' badge, nothing to buy);
 * - `included`: their plan is better and includes this one (nothing to buy);
 * - `upgrade`: their plan is smaller, this one can still be bought;
 * - `available`: no plan yet.
 */
export type PlanOffer = 'current' | 'included' | 'upgrade' | 'available';

export function planOffer(plan: SubscriptionPlanId, current: SubscriptionPlanId | null): PlanOffer {
  if (current === null) return 'available';
  if (current === plan) return 'current';
  return planRank(plan) < planRank(current) ? 'included' : 'upgrade';
}

export function canBuy(offer: PlanOffer): boolean {
  return offer === 'available' || offer === 'upgrade';
}

/** The active plan of the year, or null without one. */
export function currentPlanOf(status: SubscriptionStatus | undefined): SubscriptionPlanId | null {
  return status?.hasSubscription && status.subscription ? status.subscription.subscriptionType : null;
}

/**
 * Ways to pay this server offers this person: card when Stripe is configured; invoice when
 * QR bills can be issued and the person is eligible. Unknown (still loading) counts as no.
 */
export function paymentWays(input: { onlinePayment?: boolean; invoicePayment?: boolean; invoiceEligible?: boolean }): { card: boolean; invoice: boolean } {
  return { card: input.onlinePayment === true, invoice: input.invoicePayment === true && input.invoiceEligible === true };
}

/**
 * A payment reference in the groups it is printed in on a QR bill, so it can be read and typed:
 * QR reference (27 digits) as 2 + 5 × 5 digits, creditor reference (RF…) in groups of 4.
 */
export function formatPaymentReference(reference: string): string {
  const compact = reference.replace(/\s+/g, '');
  if (/^\d{27}$/.test(compact)) return [compact.slice(0, 2), ...(compact.slice(2).match(/\d{5}/g) ?? [])].join(' ');
  if (/^RF/i.test(compact)) return (compact.match(/.{1,4}/g) ?? [compact]).join(' ');
  return reference;
}
