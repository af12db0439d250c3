import { describe, expect, it } from 'vitest';
import { displayedStatusId, isUserTransitionAllowed, statusIdOf, statusKeyOf, statusShare, TAX_STATUS_STEPS } from './tax-status';

describe('tax status steps', () => {
  it('has the six steps with their keys and shares in order', () => {
    expect(TAX_STATUS_STEPS.map((s) => [s.id, s.key, s.share])).toEqual([
      [1, 'profile_incomplete', 16.67],
      [2, 'documents_pending', 33.33],
      [3, 'documents_submitted', 50],
      [4, 'processing', 66.67],
      [5, 'review_required', 83.33],
      [6, 'completed', 100],
    ]);
    expect(TAX_STATUS_STEPS.map((s) => s.adminShare)).toEqual([16, 32, 48, 64, 82, 100]);
  });

  it('maps ids and keys both ways, falling back to step 1', () => {
    expect(statusKeyOf(3)).toBe('documents_submitted');
    expect(statusKeyOf(99)).toBe('profile_incomplete');
    expect(statusIdOf('review_required')).toBe(5);
    expect(statusIdOf('nonsense')).toBeUndefined();
    expect(statusShare(4)).toBe(66.67);
  });

  it('shows the user status first, then the status string, then the numeric id, ignoring other years', () => {
    expect(displayedStatusId({ selectedYear: 2025, userTaxStatus: 'processing', userTaxYear: 2025, statusRecord: { taxYear: 2025, status: 'documents_pending', current_status_id: 2 } })).toBe(4);
    expect(displayedStatusId({ selectedYear: 2025, userTaxStatus: null, statusRecord: { taxYear: 2025, status: 'documents_pending', current_status_id: 5 } })).toBe(2);
    expect(displayedStatusId({ selectedYear: 2025, statusRecord: { taxYear: 2025, status: null, current_status_id: 5 } })).toBe(5);
    expect(displayedStatusId({ selectedYear: 2025, statusRecord: { taxYear: 2024, status: 'completed', current_status_id: 6 } })).toBe(1);
    expect(displayedStatusId({ selectedYear: 2025, userTaxStatus: 'completed', userTaxYear: 2024 })).toBe(1);
  });

  it('allows a user only the steps 1→2, 2→3 and 3→4', () => {
    expect(isUserTransitionAllowed(1, 2)).toBe(true);
    expect(isUserTransitionAllowed(2, 3)).toBe(true);
    expect(isUserTransitionAllowed(3, 4)).toBe(true);
    expect(isUserTransitionAllowed(1, 3)).toBe(false);
    expect(isUserTransitionAllowed(4, 5)).toBe(false);
    expect(isUserTransitionAllowed(3, 2)).toBe(false);
  });
});
