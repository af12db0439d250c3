import { describe, expect, it } from 'vitest';
import { nextStepKey, showsDocumentChecklist, showsTaxPdfCard, taxProfileTileTarget, tileStates, type TileInput } from './home-tiles';

const base: TileInput = { statusId: 1, isTaxProfileComplete: false, fileCount: 0, advancedTaxInfoEnabled: false, advancedTaxLocked: false, transmitEnabled: false };

describe('home tiles', () => {
  it('asks for the tax profile first and blocks uploads below status 2', () => {
    expect(tileStates(base)).toEqual({
      taxProfile: 'attention',
      cameraUpload: 'blocked',
      fileUpload: 'blocked',
      advancedTaxInfo: 'blocked',
      transmitFiles: 'blocked',
    });
    expect(tileStates({ ...base, isTaxProfileComplete: true }).taxProfile).toBe('active');
  });

  it('asks for uploads at status 2, shows them active once files exist', () => {
    const s2 = { ...base, statusId: 2, isTaxProfileComplete: true };
    expect(tileStates(s2)).toMatchObject({ taxProfile: 'completed', fileUpload: 'attention', cameraUpload: 'attention' });
    expect(tileStates({ ...s2, fileCount: 3 }).fileUpload).toBe('active');
  });

  it('opens advanced tax info at 3 and the transmit tile once enabled', () => {
    const s3 = { ...base, statusId: 3, isTaxProfileComplete: true, fileCount: 4, advancedTaxInfoEnabled: true };
    expect(tileStates(s3)).toMatchObject({ advancedTaxInfo: 'active', transmitFiles: 'blocked' });
    expect(tileStates({ ...s3, transmitEnabled: true }).transmitFiles).toBe('attention');
    expect(tileStates({ ...s3, statusId: 2 }).advancedTaxInfo).toBe('idle');
  });

  it('marks the upload and advanced tiles completed once the year is locked, and opens transmit when nothing blocks it', () => {
    const locked = { ...base, statusId: 3, isTaxProfileComplete: true, fileCount: 4, advancedTaxInfoEnabled: true, advancedTaxLocked: true };
    expect(tileStates(locked)).toMatchObject({ cameraUpload: 'completed', fileUpload: 'completed', advancedTaxInfo: 'completed', transmitFiles: 'blocked' });
    expect(tileStates({ ...locked, transmitEnabled: true }).transmitFiles).toBe('attention');
    // A lock never opens uploads before the tax profile is complete.
    expect(tileStates({ ...locked, statusId: 1 }).fileUpload).toBe('blocked');
  });

  it('marks everything completed from status 4', () => {
    const s4 = { ...base, statusId: 4, isTaxProfileComplete: true, advancedTaxInfoEnabled: true };
    expect(tileStates(s4)).toEqual({
      taxProfile: 'completed',
      cameraUpload: 'completed',
      fileUpload: 'completed',
      advancedTaxInfo: 'completed',
      transmitFiles: 'completed',
    });
  });

  it('shows the checklist at 2 and 3, the PDF card only at 5, and the next step per status', () => {
    expect([1, 2, 3, 4, 5, 6].map(showsDocumentChecklist)).toEqual([false, true, true, false, false, false]);
    expect([1, 2, 3, 4, 5, 6].map(showsTaxPdfCard)).toEqual([false, false, false, false, true, true]);
    expect([1, 2, 3, 4, 5, 6].map((id) => nextStepKey(id))).toEqual(['completeTaxProfile', 'uploadDocuments', 'advancedTaxInfo', 'underReview', 'reviewReturn', 'completed']);
    // Only a transmitted year (status 4) can have an open request for documents.
    expect([1, 2, 3, 4, 5, 6].map((id) => nextStepKey(id, true))).toEqual(['completeTaxProfile', 'uploadDocuments', 'advancedTaxInfo', 'documentsRequested', 'reviewReturn', 'completed']);
  });

  it('sends the tax-profile tile to the first-time profile until the personal profile is done', () => {
    expect(taxProfileTileTarget(false)).toBe('/profile?firstTime=true');
    expect(taxProfileTileTarget(true)).toBe('/profile?setup=tax');
  });
});
