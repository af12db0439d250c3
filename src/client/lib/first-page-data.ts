import { defaultTaxYear } from '@shared/domain/tax-years';
import { prefetchAuthState } from './api/check-auth';
import { fetchTaxStatus, taxStatusQueryKey } from './api/get-tax-status';
import { fetchUser, userQueryKey } from './api/get-user';
import { now } from './clock';
import { queryClient } from './query-client';

/**
 * The first calls of the signed-in page the browser opened, started as soon as the app's code has
 * run (main.tsx) and together with the auth check, instead of after it: otherwise home and the
 * questionnaire asked for the person only once the check had answered and their layout, page and
 * texts had rendered, one more round trip before their largest paint on a phone (issue 10). The
 * pages' queries find the answers in the cache (same keys, same tax year as
 * SelectedTaxYearProvider starts with).
 *
 * Without a session these calls answer 401; they do not raise 'session expired' (the auth check
 * sends the visitor to /login as before), and the query that needs them asks again when it mounts.
 */
export function prefetchFirstPageData(pathname: string): void {
  prefetchAuthState();
  const taxYear = defaultTaxYear(now());
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/profile') {
    void queryClient.prefetchQuery({ queryKey: userQueryKey(taxYear), queryFn: () => fetchUser(taxYear, { raiseSessionExpired: false }) });
  }
  if (path === '/') {
    void queryClient.prefetchQuery({ queryKey: taxStatusQueryKey(taxYear), queryFn: () => fetchTaxStatus(taxYear, { raiseSessionExpired: false }) });
  }
}
