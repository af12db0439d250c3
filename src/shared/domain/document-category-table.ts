import type de from '../../client/locales/de/documentCategories.json';

/**
 * The document categories without their names: ids, text keys and which ones the basic upload
 * dialog offers. The names live in locales/<lang>/documentCategories.json, keyed by `key`;
 * document-categories.ts adds them for the server, while the browser fetches only its own
 * language as the `documentCategories` namespace (issue 10: the five languages of names no
 * longer travel with the home page's code).
 */
export type DocumentCategoryKey = keyof typeof de;
export type DocumentCategoryRow = {
  id: number;
  key: DocumentCategoryKey;
  /** Offered in the main upload dialog (mode=basic); the others belong to the advanced area. */
  basic: boolean;
};

const row = (id: number, key: DocumentCategoryKey, basic: boolean): DocumentCategoryRow => ({ id, key, basic });

export const DOCUMENT_CATEGORY_ROWS: readonly DocumentCategoryRow[] = [
  row(1, 'bank_documents', true),
  row(2, 'insurance_certificates', true),
  row(3, 'professional_expenses', true),
  row(4, 'life_disability_insurance', false),
  row(5, 'salary_statement', true),
  row(6, 'health_expenses', true),
  row(7, 'childcare_expenses', true),
  row(8, 'charitable_donations', true),
  row(9, 'education_expenses', true),
  row(10, 'stocks_bonds', true),
  row(11, 'cryptocurrencies', true),
  row(12, 'other_investments', true),
  row(13, 'primary_residence', true),
  row(14, 'rental_property', true),
  row(15, 'deduction_receipts', true),
  row(16, 'property_sale', true),
  row(17, 'foreign_employment', true),
  row(18, 'foreign_investments', true),
  row(19, 'foreign_property', true),
  row(20, 'foreign_accounts', true),
  row(21, 'transport', true),
  row(22, 'vacation_home', true),
  row(26, 'spouse_bank_documents', false),
  row(27, 'spouse_insurance', false),
  row(28, 'spouse_receipts', false),
  row(29, 'spouse_general_expenses', false),
  row(30, 'spouse_salary', false),
  row(31, 'child_birth_certificate', false),
  row(32, 'child_childcare', false),
  row(33, 'child_education_confirmation', false),
  row(34, 'child_education_costs', false),
  row(35, 'alimony_payments', true),
  row(36, 'disability_confirmation', false),
  row(37, 'child_medical', false),
  row(38, 'child_living_travel', false),
  // Receipts of the 17 deduction categories (tax documents page, spec part 2 'Deduction
  // categories'): one document category each, ids 101–117 in the order of deduction-categories.ts.
  row(101, 'deduction_berufsauslagen', false),
  row(102, 'deduction_schuldzinsen', false),
  row(103, 'deduction_alimente', false),
  row(104, 'deduction_pensionskasse', false),
  row(105, 'deduction_saule3a', false),
  row(106, 'deduction_weiterbildung', false),
  row(107, 'deduction_ahv_beitraege', false),
  row(108, 'deduction_spenden', false),
  row(109, 'deduction_politik', false),
  row(110, 'deduction_vermoegen', false),
  row(111, 'deduction_weitere_abzuege', false),
  row(112, 'deduction_krankheit', false),
  row(113, 'deduction_behinderung', false),
  row(114, 'deduction_unterhalt', false),
  row(115, 'deduction_lebensversicherung', false),
  row(116, 'deduction_steuerabzug', false),
  row(117, 'deduction_lotto', false),
];

export type CategoryMode = 'basic' | 'all';

/** The four documents every return needs (spec part 1 §3.5, §4.7), in checklist order. */
export const REQUIRED_CATEGORY_IDS = [5, 1, 2, 21] as const;

/** The checklist of the four required documents and the share uploaded, in percent. */
export function requiredDocumentsChecklist(uploadedCategoryIds: Iterable<number>): { items: { id: number; uploaded: boolean }[]; percent: number } {
  const present = new Set(uploadedCategoryIds);
  const items = REQUIRED_CATEGORY_IDS.map((id) => ({ id, uploaded: present.has(id) }));
  const percent = Math.round((items.filter((i) => i.uploaded).length / items.length) * 100);
  return { items, percent };
}

export function hasAllRequiredDocuments(uploadedCategoryIds: Iterable<number>): boolean {
  return requiredDocumentsChecklist(uploadedCategoryIds).percent === 100;
}
