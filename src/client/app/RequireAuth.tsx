import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@client/components/ui/Spinner';
import { useCheckAuth } from '@client/lib/api/check-auth';

/** Signed-in routes: a spinner while the auth state loads; the watcher redirects visitors. */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status } = useCheckAuth();
  if (status !== 'authenticated') return <FullPageSpinner label={t('loading')} />;
  return <Outlet />;
}
