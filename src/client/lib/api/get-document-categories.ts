import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CATEGORY_ROWS, type CategoryMode } from '@shared/domain/document-category-table';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';
import { currentLanguage, i18n } from '../i18n';

export type CategoryOption = { id: number; name: string };

/** The server names categories in the request's language, so the language is part of the key. */
export const documentCategoriesQueryKey = (taxYear: number, mode: CategoryMode, language: string) =>
  ['/api/document-categories', { taxYear, mode, language }] as const;

export function fetchDocumentCategories(taxYear: number, mode: CategoryMode) {
  return apiRequest(withQuery('/api/document-categories', { taxYear, mode }), { schema: () => import('@shared/contract/documents').then((m) => m.documentCategoriesResponseSchema) });
}

/**
 * The shared table's ids with their names in the current language, from the `documentCategories`
 * namespace (the same texts the server answers with); the pages that list categories load it.
 */
function fallbackCategories(mode: CategoryMode): CategoryOption[] {
  const t = i18n.getFixedT(currentLanguage(), 'documentCategories');
  return DOCUMENT_CATEGORY_ROWS.filter((row) => mode === 'all' || row.basic).map((row) => ({ id: row.id, name: t(row.key) }));
}

/**
 * Document categories (spec part 1 §3.5, §7): retried 3 times, kept 5 minutes. Until they
 * arrive, and when the call fails, the shared table stands in — the same ids the server uses,
 * never a second numbering (docs/decisions.md).
 */
export function useDocumentCategories(taxYear: number, mode: CategoryMode): { categories: CategoryOption[]; isFallback: boolean } {
  const language = i18n.language;
  // Suspends until the fallback names are in, should a page not have loaded them with its code.
  useTranslation('documentCategories');
  const query = useQuery({
    queryKey: documentCategoriesQueryKey(taxYear, mode, language),
    queryFn: () => fetchDocumentCategories(taxYear, mode),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError(3),
  });
  if (query.data && query.data.length > 0) return { categories: query.data, isFallback: false };
  return { categories: fallbackCategories(mode), isFallback: true };
}

/** A category's name: from the loaded list, else the shared table, else what the file carries. */
export function categoryNameOf(categories: CategoryOption[], id: number, fallback?: string): string {
  return (
    categories.find((c) => c.id === id)?.name ??
    fallbackCategories('all').find((c) => c.id === id)?.name ??
    fallback ??
    String(id)
  );
}
