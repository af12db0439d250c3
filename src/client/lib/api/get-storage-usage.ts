import { useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '@shared/contract/documents';
import { apiRequest, retryUnlessClientError, withQuery } from '../api-client';

/**
 * GET /api/files/usage?taxYear= : how much of the year's storage quota the person's documents
 * use. Shown next to every upload of the year, so it lives here like the file list.
 */
export const storageUsageQueryKey = (taxYear: number) => ['/api/files/usage', { taxYear }] as const;
/** Every upload invalidates it together with the file list. */
export const storageUsageQueryKeyRoot = ['/api/files/usage'] as const;

export function fetchStorageUsage(taxYear: number): Promise<StorageUsage> {
  return apiRequest(withQuery('/api/files/usage', { taxYear }), { schema: () => import('@shared/contract/documents').then((m) => m.storageUsageSchema) });
}

/** Fresh whenever an upload view opens: the last upload may have changed it. */
export function useStorageUsage(taxYear: number) {
  return useQuery({
    queryKey: storageUsageQueryKey(taxYear),
    queryFn: () => fetchStorageUsage(taxYear),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: retryUnlessClientError(2),
  });
}
