/**
 * The six status ids by name. Code compares against these, never against bare numbers, so a
 * reader sees which step a rule is about.
 */
export const TAX_STATUS = {
  profileIncomplete: 1,
  documentsPending: 2,
  documentsSubmitted: 3,
  processing: 4,
  reviewRequired: 5,
  completed: 6,
} as const;

/**
 * The six tax-status steps of a tax year (spec part 1 §3.3). Ids are what the API and the
 * database carry; keys are the strings the old client used; shares drive the progress bar.
 */
export const TAX_STATUS_STEPS = [
  { id: TAX_STATUS.profileIncomplete, key: 'profile_incomplete', share: 16.67, adminShare: 16 },
  { id: TAX_STATUS.documentsPending, key: 'documents_pending', share: 33.33, adminShare: 32 },
  { id: TAX_STATUS.documentsSubmitted, key: 'documents_submitted', share: 50, adminShare: 48 },
  { id: TAX_STATUS.processing, key: 'processing', share: 66.67, adminShare: 64 },
  { id: TAX_STATUS.reviewRequired, key: 'review_required', share: 83.33, adminShare: 82 },
  { id: TAX_STATUS.completed, key: 'completed', share: 100, adminShare: 100 },
] as const;

export type TaxStatusId = (typeof TAX_STATUS_STEPS)[number]['id'];
export type TaxStatusKey = (typeof TAX_STATUS_STEPS)[number]['key'];

export const TAX_STATUS_COUNT = TAX_STATUS_STEPS.length;
export const INITIAL_TAX_STATUS_ID: TaxStatusId = TAX_STATUS.profileIncomplete;

export const TAX_STATUS_KEYS = TAX_STATUS_STEPS.map((s) => s.key) as [TaxStatusKey, ...TaxStatusKey[]];

export function isTaxStatusId(value: unknown): value is TaxStatusId {
  return typeof value === 'number' && TAX_STATUS_STEPS.some((s) => s.id === value);
}

export function statusKeyOf(id: number): TaxStatusKey {
  return (TAX_STATUS_STEPS.find((s) => s.id === id) ?? TAX_STATUS_STEPS[0]).key;
}

export function statusIdOf(key: string | null | undefined): TaxStatusId | undefined {
  return TAX_STATUS_STEPS.find((s) => s.key === key)?.id;
}

/** Progress share in percent for the home progress bar (16.67 … 100). */
export function statusShare(id: number): number {
  return (TAX_STATUS_STEPS.find((s) => s.id === id) ?? TAX_STATUS_STEPS[0]).share;
}

/**
 * The status a screen should show (part 1 §4.2): the user's taxStatus string first, then the
 * status string from the tax-status call, then its numeric id. Data for another year is ignored.
 */
export function displayedStatusId(input: {
  selectedYear: number;
  userTaxStatus?: string | null;
  userTaxYear?: number | null;
  statusRecord?: { taxYear: number; status?: string | null; current_status_id?: number | null } | null;
}): TaxStatusId {
  const fromUser =
    input.userTaxYear === input.selectedYear ? statusIdOf(input.userTaxStatus) : undefined;
  if (fromUser) return fromUser;
  const record = input.statusRecord;
  if (!record || record.taxYear !== input.selectedYear) return INITIAL_TAX_STATUS_ID;
  const fromString = statusIdOf(record.status);
  if (fromString) return fromString;
  return isTaxStatusId(record.current_status_id) ? record.current_status_id : INITIAL_TAX_STATUS_ID;
}

/** Who makes a status step: the taxpayer, an expert (or admin) working the case, or an admin's status tool. */
export type StatusActorKind = 'user' | 'staff' | 'admin';

/**
 * The forward steps of a tax year and who makes each: 1→2 the user by completing the
 * questionnaire, 2→3 the user's upload of the required documents, 3→4 the user's transmission,
 * 4→5 the experts' upload of the finished return, 5→6 the experts' 'submitted to the tax
 * authority'. An admin's status tool may set any status (a correction, audited as such).
 */
export type StatusStep = { from: TaxStatusId; to: TaxStatusId; by: Exclude<StatusActorKind, 'admin'> };
export const STATUS_STEPS: readonly StatusStep[] = [
  { from: TAX_STATUS.profileIncomplete, to: TAX_STATUS.documentsPending, by: 'user' },
  { from: TAX_STATUS.documentsPending, to: TAX_STATUS.documentsSubmitted, by: 'user' },
  { from: TAX_STATUS.documentsSubmitted, to: TAX_STATUS.processing, by: 'user' },
  { from: TAX_STATUS.processing, to: TAX_STATUS.reviewRequired, by: 'staff' },
  { from: TAX_STATUS.reviewRequired, to: TAX_STATUS.completed, by: 'staff' },
];

export function isStatusStepAllowed(from: number, to: number, by: StatusActorKind): boolean {
  if (!isTaxStatusId(from) || !isTaxStatusId(to) || from === to) return false;
  if (by === 'admin') return true;
  return STATUS_STEPS.some((step) => step.from === from && step.to === to && step.by === by);
}

/**
 * The finished return is the taxpayer's from 'review required' on and stays downloadable at
 * 'completed', after it went to the tax authority (issue 8).
 */
export function hasFinishedReturn(statusId: number): boolean {
  return statusId === TAX_STATUS.reviewRequired || statusId === TAX_STATUS.completed;
}

/** Why a year takes no documents now (see canUploadDocuments), or null when it does. */
export type UploadBlocker = 'PROFILE_INCOMPLETE' | 'SECTION_LOCKED' | 'TRANSMITTED';

export type UploadStatusInput = {
  statusId: number;
  /** 'Finish Section' closed the year's advanced section. */
  advancedTaxLocked: boolean;
  /** The experts asked for missing documents on the transmitted year and it has not answered yet. */
  documentsRequested: boolean;
};

/**
 * The one upload rule, used by the server before it writes a byte, by the home tiles and by the
 * documents page. Uploads are for the document phase (status 2 and 3). A year whose advanced
 * section is finished takes none at all: what the experts receive is what the person closed. A
 * transmitted year says so (not 'locked', though it is locked too). The one exception: the
 * experts asked for missing documents on a transmitted year (status 4), which takes one upload.
 */
export function uploadBlocker(input: UploadStatusInput): UploadBlocker | null {
  if (isDocumentsRequestOpen(input)) return null;
  if (input.statusId < TAX_STATUS.documentsPending) return 'PROFILE_INCOMPLETE';
  if (input.statusId > TAX_STATUS.documentsSubmitted) return 'TRANSMITTED';
  if (input.advancedTaxLocked) return 'SECTION_LOCKED';
  return null;
}

export function canUploadDocuments(input: UploadStatusInput): boolean {
  return uploadBlocker(input) === null;
}

/** A transmitted year whose experts asked for missing documents: the next upload answers them. */
export function isDocumentsRequestOpen(input: UploadStatusInput): boolean {
  return input.statusId === TAX_STATUS.processing && input.documentsRequested;
}

/**
 * The admin tax-status sequence (spec part 2 §4): the admin panel and the debug panel step a
 * year's status through the six keys. Labels are translated on the client (`admin` namespace,
 * `sequence.<key>`); the shares are `adminShare` (16, 32, 48, 64, 82, 100).
 */
export const ADMIN_LOOP_INTERVAL_MS = 2000;
export const ADMIN_AUTO_ADVANCE_MS = 2500;
/** After a status update the manual controls stay locked this long (spec part 2 §4, §9). */
export const ADMIN_STATUS_LOCK_MS = 1000;
export const ADMIN_RESET_STATUS: TaxStatusKey = 'profile_incomplete';

function sequenceIndex(key: string | null | undefined): number {
  return TAX_STATUS_STEPS.findIndex((s) => s.key === key);
}

/** Progress share of the admin status card; 0 while the status is unknown. */
export function adminStatusShare(key: string | null | undefined): number {
  return TAX_STATUS_STEPS[sequenceIndex(key)]?.adminShare ?? 0;
}

/** One step on; from completed or an unknown status it wraps to profile_incomplete. */
export function nextAdminStatus(key: string | null | undefined): TaxStatusKey {
  const index = sequenceIndex(key);
  if (index < 0 || index === TAX_STATUS_STEPS.length - 1) return TAX_STATUS_STEPS[0].key;
  return TAX_STATUS_STEPS[index + 1]!.key;
}

/** One step back; from profile_incomplete or an unknown status it goes to completed. */
export function previousAdminStatus(key: string | null | undefined): TaxStatusKey {
  const index = sequenceIndex(key);
  if (index <= 0) return TAX_STATUS_STEPS[TAX_STATUS_STEPS.length - 1]!.key;
  return TAX_STATUS_STEPS[index - 1]!.key;
}

/** One loop tick: the next status, and the loop counter one higher when the step wrapped around. */
export function loopAdminStatus(key: string | null | undefined, loopCount: number): { status: TaxStatusKey; loopCount: number } {
  const status = nextAdminStatus(key);
  const wrapped = sequenceIndex(key) === TAX_STATUS_STEPS.length - 1;
  return { status, loopCount: wrapped ? loopCount + 1 : loopCount };
}

/**
 * Which admin status controls are usable: manual controls (previous, next, reset, update) not
 * while looping, during the 1 s lock or while a request runs; loop not while auto advance is on;
 * auto advance not while looping. A running loop or auto advance can always be switched off.
 */
export function adminStatusControls(state: { looping: boolean; autoAdvancing: boolean; locked: boolean; pending: boolean }) {
  return {
    manualDisabled: state.looping || state.locked || state.pending,
    loopDisabled: !state.looping && state.autoAdvancing,
    autoAdvanceDisabled: !state.autoAdvancing && state.looping,
  };
}

/** Years the admin and debug status tools offer: 2022 (spec part 2 §9) up to the most recent year open for filing. */
export const FIRST_ADMIN_STATUS_YEAR = 2022;
export function adminStatusYears(mostRecentOpenYear: number): number[] {
  const years: number[] = [];
  for (let year = mostRecentOpenYear; year >= FIRST_ADMIN_STATUS_YEAR; year -= 1) years.push(year);
  return years;
}
