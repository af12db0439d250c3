import { describe, expect, it } from 'vitest';
import { pageCount, queueQueryFromSearch, searchFromQueueQuery, withFilter } from './queue-search-params';

describe('queue filters in the URL', () => {
  it('reads every filter and the page', () => {
    const query = queueQueryFromSearch(new URLSearchParams('status=review_required&taxYear=2025&canton=bern&q=%20anna%20&page=3'));
    expect(query).toEqual({ status: 'review_required', taxYear: 2025, canton: 'bern', q: 'anna', page: 3 });
  });

  it('drops invalid values one by one and starts on page 1', () => {
    expect(queueQueryFromSearch(new URLSearchParams('status=completed&taxYear=abc&page=0&canton=zuerich'))).toEqual({ canton: 'zuerich', page: 1 });
    expect(queueQueryFromSearch(new URLSearchParams(''))).toEqual({ page: 1 });
  });

  it('writes only what is set, and page 1 not at all', () => {
    expect(searchFromQueueQuery({ page: 1 }).toString()).toBe('');
    expect(searchFromQueueQuery({ status: 'processing', taxYear: 2024, q: 'muster', page: 2 }).toString()).toBe('status=processing&taxYear=2024&q=muster&page=2');
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ page: 4, canton: 'bern' }, { status: 'processing' })).toEqual({ page: 1, canton: 'bern', status: 'processing' });
    expect(withFilter({ page: 4, canton: 'bern' }, { canton: undefined })).toEqual({ page: 1, canton: undefined });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
