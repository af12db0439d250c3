import { StrictMode, Suspense, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { AppNavigateOptions } from '@client/lib/app-navigation';
import { i18nReady } from '@client/lib/i18n';
import { yieldToMain } from '@client/lib/yield-to-main';
import { App } from './App';
import { createAppRouter, type AppRouter } from './router';

/**
 * The router renders nothing until the first page's code and loader are in (the questionnaire's
 * loader waits for its code): rendered before that, React replaced the first screen the server
 * painted (platform/client-pages.ts) with an empty page for a moment.
 */
function firstPageReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Where a person leaving the sign-in page of a first load goes (app/SignInApp.tsx). */
export type LeaveSignInPage = { to: string; options?: AppNavigateOptions };

/**
 * The app with React Router, on every page but a first load of /login (main.tsx). `leaving`: the
 * sign-in page of such a load hands over here, and it stays on screen until the page it goes to
 * is ready (the router starts at /login, so back returns there as before).
 */
export async function startRouterApp(root: Root, leaving?: LeaveSignInPage): Promise<void> {
  // The router (and with it the first page's lazy routes) in a task after the one that ran the
  // app's modules: on a phone the two together were one of the longest tasks of the first load.
  await yieldToMain();
  const router = createAppRouter();
  await Promise.all([i18nReady, firstPageReady(router)]);
  if (leaving) await router.navigate(leaving.to, leaving.options);
  // The first render is a transition: React renders the page in slices of a few milliseconds and
  // gives the phone's main thread back between them, instead of one task of a few hundred (a tap
  // or scroll in that time waited for all of it). What the HTML painted (home's or the
  // questionnaire's first screen) stays until the page is ready.
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* Only for a text namespace a route did not announce (app/router.tsx): nothing shows
            until its texts are in, rather than their keys. */}
        <Suspense fallback={null}>
          <App router={router} />
        </Suspense>
      </StrictMode>,
    ),
  );
}
