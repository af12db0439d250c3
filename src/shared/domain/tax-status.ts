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
