import './app/fonts.css';
import './app/styles.css';
import { i18nReady } from './lib/i18n';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/router';
import { isPublicPath } from './lib/public-routes';
import { registerServiceWorker } from './lib/service-worker';
import { yieldToMain } from './lib/yield-to-main';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element #root is missing from index.html');

registerServiceWorker();
// A signed-in page's auth check and first data (lib/first-page-data.ts) start now, while the
// first texts load, not when the first render mounts the auth watcher and the page. A public page
// (/login above all) shows without them, so their code (TanStack Query) does not take bandwidth
// from that page's first load. A failed download is tried again when the auth watcher mounts.
if (!isPublicPath(window.location.pathname)) {
  import('./lib/first-page-data').then((m) => m.prefetchFirstPageData(window.location.pathname), () => undefined);
}

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

async function startApp(root: HTMLElement) {
  // The router (and with it the first page's lazy routes) in a task after the one that ran the
  // app's modules: on a phone the two together were one of the longest tasks of the first load.
  await yieldToMain();
  const router = createAppRouter();
  await Promise.all([i18nReady, firstPageReady(router)]);
  // The first render is a transition: React renders the page in slices of a few milliseconds and
  // gives the phone's main thread back between them, instead of one task of a few hundred (a tap
  // or scroll in that time waited for all of it). What the HTML painted (the login page's, home's
  // or the questionnaire's first screen) stays until the page is ready.
  startTransition(() =>
    createRoot(root).render(
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

void startApp(rootElement);
