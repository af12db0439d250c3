import { caseQueueQuerySchema, type CaseQueueQuery } from '@shared/contract/expert';

/**
 * The queue's filters live in the URL (`/expert?status=review_required&canton=bern&page=2`),
 * so a filtered view can be bookmarked, shared and restored with Back. Unknown or invalid
 * values are dropped one by one instead of emptying the whole filter.
 */
export function queueQueryFromSearch(search: URLSearchParams): CaseQueueQuery {
  const read = (key: string) => {
    const value = search.get(key)?.trim();
    return value ? value : undefined;
  };
  const candidate: Record<string, string | undefined> = {
    status: read('status'),
    taxYear: read('taxYear'),
    canton: read('canton'),
    q: read('q'),
    page: read('page'),
  };
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined) continue;
    const field = caseQueueQuerySchema.shape[key as keyof typeof caseQueueQuerySchema.shape].safeParse(value);
    if (field.success) query[key] = field.data;
  }
  return caseQueueQuerySchema.parse(query);
}

/** The URL search of a queue query: empty filters and page 1 are left out. */
export function searchFromQueueQuery(query: CaseQueueQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.taxYear !== undefined) search.set('taxYear', String(query.taxYear));
  if (query.canton) search.set('canton', query.canton);
  if (query.q) search.set('q', query.q);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** A changed filter starts again on page 1; a changed page keeps the filters. */
export function withFilter(query: CaseQueueQuery, change: Partial<Omit<CaseQueueQuery, 'page'>>): CaseQueueQuery {
  return { ...query, ...change, page: 1 };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
