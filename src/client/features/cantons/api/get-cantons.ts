import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';

/** GET /cantons/cantons.json (spec part 2 §7): the public static list of the 26 cantons. */
export const cantonsResponseSchema = z.object({
  cantons: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      slug: z.string().optional(),
      imagePath: z.string(),
    }),
  ),
});
export type CantonsResponse = z.infer<typeof cantonsResponseSchema>;

export const cantonsQueryKey = ['/cantons/cantons.json'] as const;

export function fetchCantons() {
  return apiRequest('/cantons/cantons.json', { schema: cantonsResponseSchema });
}

/** A static file: fetched once per session. */
export function useCantons() {
  return useQuery({ queryKey: cantonsQueryKey, queryFn: fetchCantons, staleTime: Infinity, retry: 1 });
}
