import { useQuery } from '@tanstack/react-query';
import { caseDetailSchema } from '@shared/contract/expert';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

export const casePath = (userId: number, taxYear: number) => `/api/expert/cases/${userId}/${taxYear}`;
/** Starts with the queue's root key, so invalidating the queue refreshes open cases too. */
export const caseQueryKey = (userId: number, taxYear: number) => ['/api/expert/cases', { userId, taxYear }] as const;

/** GET /api/expert/cases/{userId}/{taxYear}: the whole case (each read leaves a staff-read audit row). */
export function fetchCase(userId: number, taxYear: number, signal?: AbortSignal) {
  return apiRequest(casePath(userId, taxYear), { schema: caseDetailSchema, signal });
}

export function useCase(userId: number, taxYear: number) {
  return useQuery({
    queryKey: caseQueryKey(userId, taxYear),
    queryFn: ({ signal }) => fetchCase(userId, taxYear, signal),
    staleTime: 30_000,
    retry: retryUnlessClientError(2),
  });
}
