import { useQuery } from '@tanstack/react-query';
import { staffAccessResponseSchema } from '@shared/contract/privacy';
import { apiRequest, retryUnlessClientError } from '@client/lib/api-client';

/** GET /api/privacy/staff-access: who at Helvetax opened the person's data, newest first (at most 200). */
export const staffAccessQueryKey = ['/api/privacy/staff-access'] as const;

export function fetchStaffAccess() {
  return apiRequest('/api/privacy/staff-access', { schema: staffAccessResponseSchema });
}

export function useStaffAccess() {
  return useQuery({ queryKey: staffAccessQueryKey, queryFn: fetchStaffAccess, retry: retryUnlessClientError(1) });
}
