import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@client/components/SkipLink';
import { ToasterWhenNeeded } from '@client/components/ToasterWhenNeeded';
import { RouterNavigation } from './RouterNavigation';
import { SessionExpiredDialog } from './SessionExpiredDialog';

// The auth watcher (with TanStack Query) loads beside the first page instead of before it: /login
// shows without it (issue 10), and the redirects it makes wait for the auth check anyway.
const AuthWatcher = lazy(() => import('./AuthWatcher').then((m) => ({ default: m.AuthWatcher })));

export function RootLayout() {
  return (
    <RouterNavigation>
      <SkipLink />
      <Suspense fallback={null}>
        <AuthWatcher />
      </Suspense>
      <Outlet />
      <SessionExpiredDialog />
      <ToasterWhenNeeded />
      {/* A new page opens at its top, back and forward return to where the person was. */}
      <ScrollRestoration />
    </RouterNavigation>
  );
}
