import { describe, expect, it } from 'vitest';
import {
  adminStatusControls,
  adminStatusShare,
  adminStatusYears,
  ADMIN_RESET_STATUS,
  displayedStatusId,
  canUploadDocuments,
  isStatusStepAllowed,
  TAX_STATUS,
  uploadBlocker,
  loopAdminStatus,
  nextAdminStatus,
  previousAdminStatus,
  statusIdOf,
  statusKeyOf,
  statusShare,
  TAX_STATUS_STEPS,
} from './tax-status';

describe('tax status steps', () => {
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

  it('allows a user only the steps 1→2, 2→3 and 3→4, the experts 4→5 and 5→6, an admin any change', () => {
    const { profileIncomplete, documentsPending, documentsSubmitted, processing, reviewRequired, completed } = TAX_STATUS;
    expect(isStatusStepAllowed(profileIncomplete, documentsPending, 'user')).toBe(true);
    expect(isStatusStepAllowed(documentsPending, documentsSubmitted, 'user')).toBe(true);
    expect(isStatusStepAllowed(documentsSubmitted, processing, 'user')).toBe(true);
    expect(isStatusStepAllowed(profileIncomplete, documentsSubmitted, 'user')).toBe(false);
    expect(isStatusStepAllowed(processing, reviewRequired, 'user')).toBe(false);
    expect(isStatusStepAllowed(documentsSubmitted, documentsPending, 'user')).toBe(false);

    expect(isStatusStepAllowed(processing, reviewRequired, 'staff')).toBe(true);
    expect(isStatusStepAllowed(reviewRequired, completed, 'staff')).toBe(true);
    expect(isStatusStepAllowed(documentsSubmitted, processing, 'staff')).toBe(false);
    expect(isStatusStepAllowed(processing, completed, 'staff')).toBe(false);

    expect(isStatusStepAllowed(completed, profileIncomplete, 'admin')).toBe(true);
    // Not a step at all: the same status, or something that is no status id.
    expect(isStatusStepAllowed(documentsPending, documentsPending, 'admin')).toBe(false);
    expect(isStatusStepAllowed(documentsPending, 7, 'admin')).toBe(false);
  });
});

describe('canUploadDocuments', () => {
  const at = (statusId: number, more: { advancedTaxLocked?: boolean; documentsRequested?: boolean } = {}) => ({
    statusId,
    advancedTaxLocked: more.advancedTaxLocked ?? false,
    documentsRequested: more.documentsRequested ?? false,
  });

  it('takes documents in the document phase (status 2 and 3) only', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => canUploadDocuments(at(id)))).toEqual([false, true, true, false, false, false]);
    expect(uploadBlocker(at(TAX_STATUS.profileIncomplete))).toBe('PROFILE_INCOMPLETE');
    expect(uploadBlocker(at(TAX_STATUS.processing))).toBe('TRANSMITTED');
  });

  it('takes none once the advanced section is finished; a transmitted year says it was transmitted', () => {
    expect(canUploadDocuments(at(TAX_STATUS.documentsSubmitted, { advancedTaxLocked: true }))).toBe(false);
    expect(uploadBlocker(at(TAX_STATUS.documentsSubmitted, { advancedTaxLocked: true }))).toBe('SECTION_LOCKED');
    expect(uploadBlocker(at(TAX_STATUS.processing, { advancedTaxLocked: true }))).toBe('TRANSMITTED');
  });

  it('takes the documents the experts asked for on a transmitted year, and only then', () => {
    expect(canUploadDocuments(at(TAX_STATUS.processing, { advancedTaxLocked: true, documentsRequested: true }))).toBe(true);
    // A request only counts while the case is being processed.
    expect(canUploadDocuments(at(TAX_STATUS.reviewRequired, { advancedTaxLocked: true, documentsRequested: true }))).toBe(false);
  });
});

describe('admin tax-status sequence (part 2 §4)', () => {
  it('gives the admin shares 16/32/48/64/82/100 and 0 while unknown', () => {
    expect(TAX_STATUS_STEPS.map((s) => adminStatusShare(s.key))).toEqual([16, 32, 48, 64, 82, 100]);
    expect(adminStatusShare(undefined)).toBe(0);
    expect(adminStatusShare('nonsense')).toBe(0);
  });

  it('next moves one step and wraps from completed or unknown to profile_incomplete', () => {
    expect(nextAdminStatus('profile_incomplete')).toBe('documents_pending');
    expect(nextAdminStatus('review_required')).toBe('completed');
    expect(nextAdminStatus('completed')).toBe('profile_incomplete');
    expect(nextAdminStatus(null)).toBe('profile_incomplete');
    expect(nextAdminStatus('nonsense')).toBe('profile_incomplete');
  });

  it('previous moves one step back and goes from the first or unknown to completed', () => {
    expect(previousAdminStatus('completed')).toBe('review_required');
    expect(previousAdminStatus('documents_pending')).toBe('profile_incomplete');
    expect(previousAdminStatus('profile_incomplete')).toBe('completed');
    expect(previousAdminStatus(undefined)).toBe('completed');
  });

  it('counts a loop each time the sequence wraps around, not on other steps', () => {
    let state = { status: ADMIN_RESET_STATUS as string, loopCount: 0 };
    const seen: [string, number][] = [];
    for (let i = 0; i < 7; i += 1) {
      state = loopAdminStatus(state.status, state.loopCount);
      seen.push([state.status, state.loopCount]);
    }
    expect(seen).toEqual([
      ['documents_pending', 0],
      ['documents_submitted', 0],
      ['processing', 0],
      ['review_required', 0],
      ['completed', 0],
      ['profile_incomplete', 1],
      ['documents_pending', 1],
    ]);
    expect(loopAdminStatus(undefined, 3)).toEqual({ status: 'profile_incomplete', loopCount: 3 });
  });

  it('disables manual controls while looping, locked or busy; loop while auto advance; auto advance while looping', () => {
    const idle = { looping: false, autoAdvancing: false, locked: false, pending: false };
    expect(adminStatusControls(idle)).toEqual({ manualDisabled: false, loopDisabled: false, autoAdvanceDisabled: false });
    expect(adminStatusControls({ ...idle, looping: true })).toEqual({ manualDisabled: true, loopDisabled: false, autoAdvanceDisabled: true });
    expect(adminStatusControls({ ...idle, autoAdvancing: true })).toEqual({ manualDisabled: false, loopDisabled: true, autoAdvanceDisabled: false });
    expect(adminStatusControls({ ...idle, locked: true }).manualDisabled).toBe(true);
    expect(adminStatusControls({ ...idle, pending: true }).manualDisabled).toBe(true);
  });
});

describe('admin status years', () => {
  it('offers 2022 up to the most recent open year, newest first', () => {
    expect(adminStatusYears(2025)).toEqual([2025, 2024, 2023, 2022]);
    expect(adminStatusYears(2022)).toEqual([2022]);
  });
});
