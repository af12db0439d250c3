import de from '../../client/locales/de/documentCategories.json' with { type: 'json' };
import en from '../../client/locales/en/documentCategories.json' with { type: 'json' };
import fr from '../../client/locales/fr/documentCategories.json' with { type: 'json' };
import gsw from '../../client/locales/gsw/documentCategories.json' with { type: 'json' };
import it from '../../client/locales/it/documentCategories.json' with { type: 'json' };
import {
  DOCUMENT_CATEGORY_ROWS,
  REQUIRED_CATEGORY_IDS,
  hasAllRequiredDocuments,
  requiredDocumentsChecklist,
  type CategoryMode,
  type DocumentCategoryKey,
  type DocumentCategoryRow,
} from './document-category-table';
import type { Language } from './languages';

/**
 * The table of document categories with their names in every language, for the server (the
 * browser reads the rows from document-category-table.ts and one language's names). Their names are in locales/<lang>/documentCategories.json, keyed by `key`, so the locale
 * parity test covers them; server and client read the same text.
 * Ids follow the advanced-area numbering of spec part 2 ('Document category ids'), with the
 * required set {1 Bank Documents, 2 Insurance Certificates, 5 Salary Statement, 21 Transport}
 * of part 1 §3.5. 'Receipts for Deductions' has no id in part 2 and takes the free id 15.
 * See docs/decisions.md for the mapping.
 */
type Names = Record<Language, string>;
export type DocumentCategory = DocumentCategoryRow & { names: Names };

const NAMES: Record<Language, Record<DocumentCategoryKey, string>> = { de, en, fr, gsw, it };

export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = DOCUMENT_CATEGORY_ROWS.map((row) => ({
  ...row,
  names: { en: NAMES.en[row.key], de: NAMES.de[row.key], fr: NAMES.fr[row.key], it: NAMES.it[row.key], gsw: NAMES.gsw[row.key] },
}));

export { REQUIRED_CATEGORY_IDS, requiredDocumentsChecklist, hasAllRequiredDocuments, type CategoryMode };

export function documentCategoryById(id: number): DocumentCategory | undefined {
  return DOCUMENT_CATEGORIES.find((cat) => cat.id === id);
}

/** What GET /api/document-categories answers: ids and names in the user's language. */
export function listDocumentCategories(mode: CategoryMode, language: Language): { id: number; name: string }[] {
  return DOCUMENT_CATEGORIES.filter((cat) => mode === 'all' || cat.basic).map((cat) => ({ id: cat.id, name: cat.names[language] }));
}
