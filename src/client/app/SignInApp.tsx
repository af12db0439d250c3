import { lazy, StrictMode, Suspense, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { LoginPage } from '@client/features/auth/LoginPage';
import { SkipLink } from '@client/components/SkipLink';
import { ToasterWhenNeeded } from '@client/components/ToasterWhenNeeded';
import { AppNavigationContext, type AppNavigation } from '@client/lib/app-navigation';
import { i18nReady, loadNamespaces } from '@client/lib/i18n';
import { preloadSignInPictures } from './sign-in-pictures';

// As in the root layout: the auth watcher (TanStack Query, the quick restore) loads beside the page.
const AuthWatcher = lazy(() => import('./AuthWatcher').then((m) => ({ default: m.AuthWatcher })));

/**
 * A first load of /login: the sign-in page without React Router, whose code (30 KB gzip) was a
 * quarter of the page's first load (issue 10). The page, its card and the auth watcher navigate
 * through lib/app-navigation.ts; the first navigation (signed in, a link, a quick restore) hands
 * the page over to the router's app (start-app.tsx), which loads then, while this page stays on
 * screen. The rest of the app reaches /login through the router as before.
 */
export async function startSignInPage(root: Root): Promise<void> {
  preloadSignInPictures();
  await Promise.all([loadNamespaces(['login']), i18nReady]);
  const navigation: AppNavigation = { pathname: '/login', navigate: leaveSignInPage(root) };
  startTransition(() =>
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          <AppNavigationContext value={navigation}>
            <SkipLink />
            <Suspense fallback={null}>
              <AuthWatcher />
            </Suspense>
            <LoginPage />
            <ToasterWhenNeeded />
          </AppNavigationContext>
        </Suspense>
      </StrictMode>,
    ),
  );
}

/** The first navigation wins (a quick restore and a sign-in can meet); later ones are dropped. */
export function leaveSignInPage(root: Root): AppNavigation['navigate'] {
  let leaving = false;
  return (to, options) => {
    if (leaving) return;
    leaving = true;
    import('./start-app')
      .then(({ startRouterApp }) => startRouterApp(root, { to, options }))
      .catch(() => {
        // The app's code did not arrive (offline, a new release): the page it goes to loads in full.
        if (options?.replace) window.location.replace(to);
        else window.location.assign(to);
      });
  };
}
