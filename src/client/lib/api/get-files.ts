import { useQuery } from '@tanstack/react-query';
import type { ListedFile } from '@shared/contract/documents';
import { apiRequest, isApiError, retryUnlessClientError, withQuery } from '../api-client';

/**
 * GET /api/files?taxYear= : the person's documents of one year, newest first. The to-do tab
 * (tile badges, checklist), the history tab and the file history all read it, so it lives here.
 */
export const filesQueryKey = (taxYear: number) => ['/api/files', { taxYear }] as const;
export const filesQueryKeyRoot = ['/api/files'] as const;

/** A 401 answers as an empty list (spec part 1 §7); the api client still raises 'session expired'. */
export async function fetchFiles(taxYear: number): Promise<ListedFile[]> {
  try {
    return await apiRequest(withQuery('/api/files', { taxYear }), { schema: () => import('@shared/contract/documents').then((m) => m.filesResponseSchema) });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return [];
    throw error;
  }
}

/** Stale at once and retried twice (spec part 1 §7); `refetchOnOpen` refetches whenever a view mounts. */
export function useFiles(taxYear: number, options: { refetchOnOpen?: boolean } = {}) {
  return useQuery({
    queryKey: filesQueryKey(taxYear),
    queryFn: () => fetchFiles(taxYear),
    staleTime: 0,
    retry: retryUnlessClientError(2),
    refetchOnMount: options.refetchOnOpen ? 'always' : true,
  });
}
