import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@client/components/SkipLink';
import { useCurrentToast } from '@client/lib/toast';
import { SessionExpiredDialog } from './SessionExpiredDialog';

// The auth watcher (with TanStack Query) loads beside the first page instead of before it: /login
// shows without it (issue 10), and the redirects it makes wait for the auth check anyway.
const AuthWatcher = lazy(() => import('./AuthWatcher').then((m) => ({ default: m.AuthWatcher })));

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
      <Suspense fallback={null}>
        <AuthWatcher />
      </Suspense>
      <Outlet />
      <SessionExpiredDialog />
      <ToasterWhenNeeded />
      {/* A new page opens at its top, back and forward return to where the person was. */}
      <ScrollRestoration />
    </>
  );
}
