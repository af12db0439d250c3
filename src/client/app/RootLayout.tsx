import { Outlet } from 'react-router';
import { SkipLink } from '@client/components/SkipLink';
import { Toaster } from '@client/components/ui/Toaster';
import { AuthWatcher } from './AuthWatcher';
import { SessionExpiredDialog } from './SessionExpiredDialog';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <AuthWatcher />
      <Outlet />
      <SessionExpiredDialog />
      <Toaster />
    </>
  );
}
