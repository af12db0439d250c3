import { useMutation } from '@tanstack/react-query';
import { gtcAcceptBodySchema, gtcAcceptResponseSchema } from '@shared/contract/user';
import { apiRequest } from '@client/lib/api-client';

/**
 * POST /api/gtc/accept when the terms checkbox gets checked (part 2 §4 'Terms'). Best effort:
 * the profile save with `agreeToTerms: true` records the acceptance too, so a failure here
 * neither unchecks the box nor interrupts the person (the save reports any real problem).
 */
export function postAcceptTerms() {
  return apiRequest('/api/gtc/accept', {
    method: 'POST',
    body: gtcAcceptBodySchema.parse({
      accepted: true,
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent.slice(0, 500),
    }),
    schema: gtcAcceptResponseSchema,
    raiseSessionExpired: false,
  });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: postAcceptTerms });
}
