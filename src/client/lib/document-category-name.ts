import { DOCUMENT_CATEGORY_ROWS } from '@shared/domain/document-category-table';
import type { Language } from '@shared/domain/languages';
import { i18n } from './i18n';

/**
 * A document category's name in `language`, from the `documentCategories` namespace (the pages
 * showing names load it with their code); undefined for an id the table does not know.
 */
export function documentCategoryName(id: number, language: Language): string | undefined {
  const row = DOCUMENT_CATEGORY_ROWS.find((r) => r.id === id);
  return row ? i18n.getFixedT(language, 'documentCategories')(row.key) : undefined;
}
