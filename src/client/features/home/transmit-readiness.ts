import { TAX_STATUS } from '@shared/domain/tax-status';
import { transmitBlockers } from '@shared/domain/transmission';

/** What is still missing before a year can be transmitted, as the transmit tile lists it. */
export type MissingStep =
  | { key: 'profile' | 'documents' }
  | { key: 'advancedSection'; to?: string }
  | { key: 'subscription'; to: string };

export type TransmitReadiness = { enabled: boolean; missing: MissingStep[] };

export const ADVANCED_TAX_INFO_PATH = '/advanced-tax-info';
export const PLANS_PATH = '/profile#plans';

/**
 * Whether the Transmit Files tile may send the year (spec part 1 §4.4, issue 7), derived from
 * the server's data with the same blockers the server checks: status 3, the advanced section
 * locked, an active subscription for the year. A value still loading (undefined) blocks without
 * being named, so nobody is told to buy a plan they may already have.
 */
export function transmitReadiness(input: { statusId: number; advancedTaxLocked: boolean | undefined; hasActiveSubscription: boolean | undefined }): TransmitReadiness {
  const blockers = transmitBlockers({
    statusId: input.statusId,
    advancedTaxLocked: input.advancedTaxLocked === true,
    hasActiveSubscription: input.hasActiveSubscription === true,
  });
  const missing: MissingStep[] = [];
  for (const blocker of blockers) {
    if (blocker === 'WRONG_STATUS') {
      // Past status 3 there is nothing left to do here (the tile is completed).
      if (input.statusId < TAX_STATUS.documentsSubmitted) missing.push({ key: input.statusId <= TAX_STATUS.profileIncomplete ? 'profile' : 'documents' });
    } else if (blocker === 'SECTION_NOT_LOCKED') {
      if (input.advancedTaxLocked === false) missing.push(input.statusId >= TAX_STATUS.documentsSubmitted ? { key: 'advancedSection', to: ADVANCED_TAX_INFO_PATH } : { key: 'advancedSection' });
    } else if (input.hasActiveSubscription === false) {
      missing.push({ key: 'subscription', to: PLANS_PATH });
    }
  }
  return { enabled: blockers.length === 0, missing };
}
