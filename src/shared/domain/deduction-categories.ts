/**
 * The 17 deduction categories of the advanced area and the tax documents page (spec part 2 §3
 * 'Deduction categories'), each with the item number of the tax form it belongs to and the
 * document category (ids 101–117 in document-categories.ts) that holds its receipts. Names come
 * from that document category; descriptions are in the client's locale files.
 */
export const DEDUCTION_CATEGORIES = [
  { id: 'berufsauslagen', formItem: '10', documentCategoryId: 101 },
  { id: 'schuldzinsen', formItem: '11/34', documentCategoryId: 102 },
  { id: 'alimente', formItem: '14', documentCategoryId: 103 },
  { id: 'pensionskasse', formItem: '13', documentCategoryId: 104 },
  { id: 'saule3a', formItem: '13', documentCategoryId: 105 },
  { id: 'weiterbildung', formItem: '15', documentCategoryId: 106 },
  { id: 'ahv_beitraege', formItem: '15', documentCategoryId: 107 },
  { id: 'spenden', formItem: '15', documentCategoryId: 108 },
  { id: 'politik', formItem: '15', documentCategoryId: 109 },
  { id: 'vermoegen', formItem: '15', documentCategoryId: 110 },
  { id: 'weitere_abzuege', formItem: '15', documentCategoryId: 111 },
  { id: 'krankheit', formItem: '17', documentCategoryId: 112 },
  { id: 'behinderung', formItem: '17', documentCategoryId: 113 },
  { id: 'unterhalt', formItem: '22.2', documentCategoryId: 114 },
  { id: 'lebensversicherung', formItem: '30.2', documentCategoryId: 115 },
  { id: 'steuerabzug', formItem: '4/30.1', documentCategoryId: 116 },
  { id: 'lotto', formItem: '4/30.1', documentCategoryId: 117 },
] as const;

export type DeductionCategory = (typeof DEDUCTION_CATEGORIES)[number];
export type DeductionCategoryId = DeductionCategory['id'];

export const DEDUCTION_CATEGORY_IDS = DEDUCTION_CATEGORIES.map((d) => d.id) as unknown as readonly [DeductionCategoryId, ...DeductionCategoryId[]];

/** The document category ids of the tax documents page, in the order of the dropdown. */
export const DEDUCTION_DOCUMENT_CATEGORY_IDS: readonly number[] = DEDUCTION_CATEGORIES.map((d) => d.documentCategoryId);

export function deductionCategoryById(id: string): DeductionCategory | undefined {
  return DEDUCTION_CATEGORIES.find((d) => d.id === id);
}
