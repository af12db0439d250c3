import { DOCUMENT_CATEGORY_ROWS, type DocumentCategoryKey } from '@shared/domain/document-category-table';

/** The categories whose files the server reads (issue 12): bank e-tax statements (eCH-0196) and salary certificates. */
const RECOGNIZED_CATEGORY_KEYS: readonly DocumentCategoryKey[] = ['bank_documents', 'stocks_bonds', 'salary_statement', 'spouse_salary'];

export const RECOGNIZED_CATEGORY_IDS: ReadonlySet<number> = new Set(
  DOCUMENT_CATEGORY_ROWS.filter((row) => RECOGNIZED_CATEGORY_KEYS.includes(row.key)).map((row) => row.id),
);
