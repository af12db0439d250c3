import { useEffect } from 'react';
import { useAuthRecheck, useCheckAuth } from '@client/lib/api/check-auth';
import { takeRestoredUser } from '@client/lib/api/quick-restore';
import { useAppNavigation } from '@client/lib/app-navigation';
import { isPublicPath } from '@client/lib/public-routes';
import { AppQueryClientProvider } from '@client/lib/query-client-provider';

/** Spec part 1 §2.1: unauthenticated visitors leave non-public routes for /login after 500 ms. */
export const AUTH_REDIRECT_DELAY_MS = 500;

/**
 * Mounted once around every page, /login included: by the root layout, and on a first load of
 * /login by app/SignInApp.tsx.
 */
export function AuthWatcher() {
  // Its own provider: the root layout is above the pages' data layout, and /login has none.
  return (
    <AppQueryClientProvider>
      <AuthRedirects />
    </AppQueryClientProvider>
  );
}

function AuthRedirects() {
  const { status } = useCheckAuth();
  useAuthRecheck();
  const { pathname, navigate } = useAppNavigation();

  useEffect(() => {
    if (status !== 'unauthenticated' || isPublicPath(pathname)) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, pathname, navigate]);

  // A background quick-restore that succeeded while the login page is open signs the person in.
  // Read once, wherever the person is, so a stale restore can never redirect a later sign-in.
  useEffect(() => {
    if (status !== 'authenticated') return;
    const restored = takeRestoredUser();
    if (restored && pathname === '/login') navigate(restored.isProfileComplete ? '/' : '/profile?firstTime=true', { replace: true });
  }, [status, pathname, navigate]);

  return null;
}
