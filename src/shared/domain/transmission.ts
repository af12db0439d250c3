import { TAX_STATUS } from './tax-status';

/**
 * When a tax year may be transmitted to the experts (spec part 1 §4.4, issue 7): at status 3,
 * with the advanced section locked and an active subscription for that year. The server throws
 * the first blocker; the home tile names them all so the person knows what is left.
 */
export type TransmitBlocker = 'WRONG_STATUS' | 'SECTION_NOT_LOCKED' | 'NO_SUBSCRIPTION';

export function transmitBlockers(input: { statusId: number; advancedTaxLocked: boolean; hasActiveSubscription: boolean }): TransmitBlocker[] {
  const blockers: TransmitBlocker[] = [];
  if (input.statusId !== TAX_STATUS.documentsSubmitted) blockers.push('WRONG_STATUS');
  if (!input.advancedTaxLocked) blockers.push('SECTION_NOT_LOCKED');
  if (!input.hasActiveSubscription) blockers.push('NO_SUBSCRIPTION');
  return blockers;
}

/** HTTP status of each blocker: a missing subscription is 'payment required'. */
export const TRANSMIT_BLOCKER_HTTP_STATUS: Record<TransmitBlocker, number> = {
  WRONG_STATUS: 409,
  SECTION_NOT_LOCKED: 409,
  NO_SUBSCRIPTION: 402,
};
