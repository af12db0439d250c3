/**
 * The six tax-status steps of a tax year (spec part 1 §3.3). Ids are what the API and the
 * database carry; keys are the strings the old client used; shares drive the progress bar.
 */
export const TAX_STATUS_STEPS = [
  { id: 1, key: 'profile_incomplete', share: 16.67, adminShare: 16 },
  { id: 2, key: 'documents_pending', share: 33.33, adminShare: 32 },
  { id: 3, key: 'documents_submitted', share: 50, adminShare: 48 },
  { id: 4, key: 'processing', share: 66.67, adminShare: 64 },
  { id: 5, key: 'review_required', share: 83.33, adminShare: 82 },
  { id: 6, key: 'completed', share: 100, adminShare: 100 },
] as const;

export type TaxStatusId = (typeof TAX_STATUS_STEPS)[number]['id'];
export type TaxStatusKey = (typeof TAX_STATUS_STEPS)[number]['key'];

export const TAX_STATUS_COUNT = TAX_STATUS_STEPS.length;
export const INITIAL_TAX_STATUS_ID: TaxStatusId = 1;

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

/**
 * Which status steps a user may make on their own (issue 4: 1→2 on profile completion,
 * 2→3 once the required documents are there, 3→4 by transmission). Everything else is a
 * back-office action.
 */
export type UserStatusTransition = { from: TaxStatusId; to: TaxStatusId };
export const USER_STATUS_TRANSITIONS: readonly UserStatusTransition[] = [
  { from: 1, to: 2 },
  { from: 2, to: 3 },
  { from: 3, to: 4 },
];

export function isUserTransitionAllowed(from: number, to: number): boolean {
  return USER_STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to);
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
  if (index <= 0) return TAX_STATUS_STEPS[5].key;
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
