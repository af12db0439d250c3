import { useQuery } from '@tanstack/react-query';
import { documentCategoriesResponseSchema } from '@shared/contract/documents';
import { listDocumentCategories, type CategoryMode } from '@shared/domain/document-categories';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';
import { currentLanguage, i18n } from '../i18n';

export type CategoryOption = { id: number; name: string };

/** The server names categories in the request's language, so the language is part of the key. */
export const documentCategoriesQueryKey = (taxYear: number, mode: CategoryMode, language: string) =>
  ['/api/document-categories', { taxYear, mode, language }] as const;

export function fetchDocumentCategories(taxYear: number, mode: CategoryMode) {
  return apiRequest(withQuery('/api/document-categories', { taxYear, mode }), { schema: documentCategoriesResponseSchema });
}

/**
 * Document categories (spec part 1 §3.5, §7): retried 3 times, kept 5 minutes. Until they
 * arrive, and when the call fails, the shared table stands in — the same ids the server uses,
 * never a second numbering (docs/decisions.md).
 */
export function useDocumentCategories(taxYear: number, mode: CategoryMode): { categories: CategoryOption[]; isFallback: boolean } {
  const language = i18n.language;
  const query = useQuery({
    queryKey: documentCategoriesQueryKey(taxYear, mode, language),
    queryFn: () => fetchDocumentCategories(taxYear, mode),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError(3),
  });
  if (query.data && query.data.length > 0) return { categories: query.data, isFallback: false };
  return { categories: listDocumentCategories(mode, currentLanguage()), isFallback: true };
}

/** A category's name: from the loaded list, else the shared table, else what the file carries. */
export function categoryNameOf(categories: CategoryOption[], id: number, fallback?: string): string {
  return (
    categories.find((c) => c.id === id)?.name ??
    listDocumentCategories('all', currentLanguage()).find((c) => c.id === id)?.name ??
    fallback ??
    String(id)
  );
}
