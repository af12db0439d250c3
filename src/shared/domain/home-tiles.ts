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
  if (i.statusId === 1) return 'active';
  return 'completed';
}

/**
 * Uploads are open at status 2 and 3 until the year is locked; a locked year is done with its
 * documents (the server refuses uploads with SECTION_LOCKED).
 */
export function uploadTileState(i: TileInput): TileState {
  if (i.statusId < 2) return 'blocked';
  if (i.statusId >= 4 || i.advancedTaxLocked) return 'completed';
  if (i.fileCount > 0) return 'active';
  return 'attention';
}

/** A locked advanced section is finished: its tile says done, as after the transmission. */
export function advancedTaxInfoTileState(i: TileInput): TileState {
  if (!i.advancedTaxInfoEnabled) return 'blocked';
  if (i.statusId >= 4 || i.advancedTaxLocked) return 'completed';
  if (i.statusId === 3) return 'active';
  return 'idle';
}

/** The document area (tiles and checklist) is hidden once the documents are transmitted. */
export function isDocumentAreaHidden(statusId: number): boolean {
  return statusId >= 4;
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
  return statusId === 2 || statusId === 3;
}

/**
 * The tax-PDF download card shows at status 5 (§2.3) and stays at 6: the finished declaration
 * remains downloadable after it went to the tax authority (issue 8).
 */
export function showsTaxPdfCard(statusId: number): boolean {
  return statusId === 5 || statusId === 6;
}

/** Advanced tax info becomes available at status 3 or higher (§4.2). */
export function isAdvancedTaxInfoAvailable(statusId: number): boolean {
  return statusId >= 3;
}

/** Next-step banner key per status (§3.3): what the user should do now. */
export function nextStepKey(statusId: number): 'completeTaxProfile' | 'uploadDocuments' | 'advancedTaxInfo' | 'underReview' | 'reviewReturn' | 'completed' {
  if (statusId <= 1) return 'completeTaxProfile';
  if (statusId === 2) return 'uploadDocuments';
  if (statusId === 3) return 'advancedTaxInfo';
  if (statusId === 4) return 'underReview';
  // 'Review required': the finished declaration is ready for the taxpayer to download and check.
  if (statusId === 5) return 'reviewReturn';
  return 'completed';
}
