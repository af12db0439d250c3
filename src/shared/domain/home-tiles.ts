import { canUploadDocuments, hasFinishedReturn, TAX_STATUS } from './tax-status';

/**
 * States of the home to-do tiles (spec part 1 §4.3) and what the home screen shows by status
 * (§2.3, §4.2). Pure functions so client and tests agree.
 */
export type TileState = 'attention' | 'active' | 'completed' | 'blocked' | 'idle';

export type TileInput = {
  statusId: number;
  isTaxProfileComplete: boolean;
  fileCount: number;
  advancedTaxInfoEnabled: boolean;
  /** The advanced section of the year is finished and locked: no document may be added any more. */
  advancedTaxLocked: boolean;
  /** Nothing blocks the transmission any more (see transmitBlockers in transmission.ts). */
  transmitEnabled: boolean;
};

export type TileId = 'taxProfile' | 'cameraUpload' | 'fileUpload' | 'advancedTaxInfo' | 'transmitFiles';

export function taxProfileTileState(i: TileInput): TileState {
  if (!i.isTaxProfileComplete) return 'attention';
  if (i.statusId === TAX_STATUS.profileIncomplete) return 'active';
  return 'completed';
}

/**
 * The upload tiles follow the server's rule (canUploadDocuments): open at status 2 and 3 until
 * the year is locked; before that they wait for the tax profile, after it the documents are done.
 * (A request of the experts for missing documents is answered from the messages, not the tiles.)
 */
export function uploadTileState(i: TileInput): TileState {
  if (!canUploadDocuments({ statusId: i.statusId, advancedTaxLocked: i.advancedTaxLocked, documentsRequested: false })) {
    return i.statusId < TAX_STATUS.documentsPending ? 'blocked' : 'completed';
  }
  if (i.fileCount > 0) return 'active';
  return 'attention';
}

/** A locked advanced section is finished: its tile says done, as after the transmission. */
export function advancedTaxInfoTileState(i: TileInput): TileState {
  if (!i.advancedTaxInfoEnabled) return 'blocked';
  if (i.statusId >= TAX_STATUS.processing || i.advancedTaxLocked) return 'completed';
  if (i.statusId === TAX_STATUS.documentsSubmitted) return 'active';
  return 'idle';
}

/** The document area (tiles and checklist) is hidden once the documents are transmitted. */
export function isDocumentAreaHidden(statusId: number): boolean {
  return statusId >= TAX_STATUS.processing;
}

export function transmitTileState(i: TileInput): TileState {
  if (isDocumentAreaHidden(i.statusId)) return 'completed';
  if (i.transmitEnabled) return 'attention';
  return 'blocked';
}

export function tileStates(i: TileInput): Record<TileId, TileState> {
  const upload = uploadTileState(i);
  return {
    taxProfile: taxProfileTileState(i),
    cameraUpload: upload,
    fileUpload: upload,
    advancedTaxInfo: advancedTaxInfoTileState(i),
    transmitFiles: transmitTileState(i),
  };
}

/**
 * Where the Tax Profile tile leads (§2.3). The spec sends users with an incomplete profile to
 * the first-time page; we read that as the personal profile (the questionnaire needs the
 * name and phone first) — see docs/decisions.md.
 */
export function taxProfileTileTarget(isProfileComplete: boolean): string {
  return isProfileComplete ? '/profile?setup=tax' : '/profile?firstTime=true';
}

/** The checklist shows at status 2 or 3 while not yet transmitted (§2.3). */
export function showsDocumentChecklist(statusId: number): boolean {
  return statusId === TAX_STATUS.documentsPending || statusId === TAX_STATUS.documentsSubmitted;
}

/**
 * The tax-PDF download card shows at status 5 (§2.3) and stays at 6: the finished declaration
 * remains downloadable after it went to the tax authority (issue 8).
 */
export function showsTaxPdfCard(statusId: number): boolean {
  return hasFinishedReturn(statusId);
}

/** Advanced tax info becomes available at status 3 or higher (§4.2). */
export function isAdvancedTaxInfoAvailable(statusId: number): boolean {
  return statusId >= TAX_STATUS.documentsSubmitted;
}

export type NextStepKey = 'completeTaxProfile' | 'uploadDocuments' | 'advancedTaxInfo' | 'documentsRequested' | 'underReview' | 'reviewReturn' | 'completed';

/**
 * Next-step banner key per status (§3.3): what the user should do now. At status 4 the experts
 * may have asked for missing documents (the status record's documents_requested): then the
 * person has something to do again.
 */
export function nextStepKey(statusId: number, documentsRequested = false): NextStepKey {
  if (statusId <= TAX_STATUS.profileIncomplete) return 'completeTaxProfile';
  if (statusId === TAX_STATUS.documentsPending) return 'uploadDocuments';
  if (statusId === TAX_STATUS.documentsSubmitted) return 'advancedTaxInfo';
  if (statusId === TAX_STATUS.processing) return documentsRequested ? 'documentsRequested' : 'underReview';
  // 'Review required': the finished declaration is ready for the taxpayer to download and check.
  if (statusId === TAX_STATUS.reviewRequired) return 'reviewReturn';
  return 'completed';
}
