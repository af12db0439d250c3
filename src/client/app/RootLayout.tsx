import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@client/components/SkipLink';
import { useCurrentToast } from '@client/lib/toast';
import { AuthWatcher } from './AuthWatcher';
import { SessionExpiredDialog } from './SessionExpiredDialog';

// The toast code (Radix toast) is fetched when the first toast is queued, not on every first load
// (issue 10); the queued toast waits in the toast store meanwhile.
const Toaster = lazy(() => import('@client/components/ui/Toaster').then((m) => ({ default: m.Toaster })));

function ToasterWhenNeeded() {
  const current = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so later toasts replace each other as before and F8 keeps working.
  if (current && !needed) setNeeded(true);
  if (!needed && !current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <AuthWatcher />
      <Outlet />
      <SessionExpiredDialog />
      <ToasterWhenNeeded />
      {/* A new page opens at its top, back and forward return to where the person was. */}
      <ScrollRestoration />
    </>
  );
}
