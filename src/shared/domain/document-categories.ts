import de from '../../client/locales/de/documentCategories.json' with { type: 'json' };
import en from '../../client/locales/en/documentCategories.json' with { type: 'json' };
import fr from '../../client/locales/fr/documentCategories.json' with { type: 'json' };
import gsw from '../../client/locales/gsw/documentCategories.json' with { type: 'json' };
import it from '../../client/locales/it/documentCategories.json' with { type: 'json' };
import type { Language } from './languages';

/**
 * The one table of document categories, used by the server and by the client's fallback list.
 * Their names are in locales/<lang>/documentCategories.json, keyed by `key`, so the locale
 * parity test covers them; server and client read the same text.
 * Ids follow the advanced-area numbering of spec part 2 ('Document category ids'), with the
 * required set {1 Bank Documents, 2 Insurance Certificates, 5 Salary Statement, 21 Transport}
 * of part 1 §3.5. 'Receipts for Deductions' has no id in part 2 and takes the free id 15.
 * See docs/decisions.md for the mapping.
 */
type Names = Record<Language, string>;
export type DocumentCategory = {
  id: number;
  key: string;
  /** Offered in the main upload dialog (mode=basic); the others belong to the advanced area. */
  basic: boolean;
  names: Names;
};

type CategoryKey = keyof typeof de;
const NAMES: Record<Language, Record<CategoryKey, string>> = { de, en, fr, gsw, it };

const c = (id: number, key: CategoryKey, basic: boolean): DocumentCategory => ({
  id,
  key,
  basic,
  names: { en: NAMES.en[key], de: NAMES.de[key], fr: NAMES.fr[key], it: NAMES.it[key], gsw: NAMES.gsw[key] },
});

export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = [
  c(1, 'bank_documents', true),
  c(2, 'insurance_certificates', true),
  c(3, 'professional_expenses', true),
  c(4, 'life_disability_insurance', false),
  c(5, 'salary_statement', true),
  c(6, 'health_expenses', true),
  c(7, 'childcare_expenses', true),
  c(8, 'charitable_donations', true),
  c(9, 'education_expenses', true),
  c(10, 'stocks_bonds', true),
  c(11, 'cryptocurrencies', true),
  c(12, 'other_investments', true),
  c(13, 'primary_residence', true),
  c(14, 'rental_property', true),
  c(15, 'deduction_receipts', true),
  c(16, 'property_sale', true),
  c(17, 'foreign_employment', true),
  c(18, 'foreign_investments', true),
  c(19, 'foreign_property', true),
  c(20, 'foreign_accounts', true),
  c(21, 'transport', true),
  c(22, 'vacation_home', true),
  c(26, 'spouse_bank_documents', false),
  c(27, 'spouse_insurance', false),
  c(28, 'spouse_receipts', false),
  c(29, 'spouse_general_expenses', false),
  c(30, 'spouse_salary', false),
  c(31, 'child_birth_certificate', false),
  c(32, 'child_childcare', false),
  c(33, 'child_education_confirmation', false),
  c(34, 'child_education_costs', false),
  c(35, 'alimony_payments', true),
  c(36, 'disability_confirmation', false),
  c(37, 'child_medical', false),
  c(38, 'child_living_travel', false),
  // Receipts of the 17 deduction categories (tax documents page, spec part 2 'Deduction
  // categories'): one document category each, ids 101–117 in the order of deduction-categories.ts.
  c(101, 'deduction_berufsauslagen', false),
  c(102, 'deduction_schuldzinsen', false),
  c(103, 'deduction_alimente', false),
  c(104, 'deduction_pensionskasse', false),
  c(105, 'deduction_saule3a', false),
  c(106, 'deduction_weiterbildung', false),
  c(107, 'deduction_ahv_beitraege', false),
  c(108, 'deduction_spenden', false),
  c(109, 'deduction_politik', false),
  c(110, 'deduction_vermoegen', false),
  c(111, 'deduction_weitere_abzuege', false),
  c(112, 'deduction_krankheit', false),
  c(113, 'deduction_behinderung', false),
  c(114, 'deduction_unterhalt', false),
  c(115, 'deduction_lebensversicherung', false),
  c(116, 'deduction_steuerabzug', false),
  c(117, 'deduction_lotto', false),
];

/** The four documents every return needs (spec part 1 §3.5, §4.7), in checklist order. */
export const REQUIRED_CATEGORY_IDS = [5, 1, 2, 21] as const;

export function documentCategoryById(id: number): DocumentCategory | undefined {
  return DOCUMENT_CATEGORIES.find((cat) => cat.id === id);
}

export type CategoryMode = 'basic' | 'all';

/** What GET /api/document-categories answers: ids and names in the user's language. */
export function listDocumentCategories(mode: CategoryMode, language: Language): { id: number; name: string }[] {
  return DOCUMENT_CATEGORIES.filter((cat) => mode === 'all' || cat.basic).map((cat) => ({ id: cat.id, name: cat.names[language] }));
}

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
