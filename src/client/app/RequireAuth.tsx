import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@client/components/ui/Spinner';
import { useCheckAuth } from '@client/lib/api/check-auth';

/** Signed-in routes: a spinner while the auth state loads; the watcher redirects visitors. */
export function RequireAuth() {
  const { t } = useTranslation();
  // The answer of the auth check arrives as a query update, which React renders in one piece;
  // deferred, the signed-in page (layout, page, its data when already in) renders in slices of a
  // few milliseconds instead, and a phone's main thread is never blocked for long (issue 10).
  const status = useDeferredValue(useCheckAuth().status);
  if (status !== 'authenticated') return <FullPageSpinner label={t('loading')} />;
  return <Outlet />;
}
