import './app/fonts.css';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
// Starts loading the person's texts at once, while the page's code downloads.
import './lib/i18n';
import { isPublicPath, isSignInPath } from './lib/public-routes';
import { registerServiceWorker } from './lib/service-worker';

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

// What the HTML painted (the login page's, home's or the questionnaire's first screen) stays
// until React renders the page: createRoot alone leaves it.
const root = createRoot(rootElement);
// /login, the page most often opened first, shows without React Router (app/SignInApp.tsx); every
// other page starts with the router's app. Neither is in this entry, which both kinds of first
// load download: the server preloads each with the pages it paints (platform/client-pages.ts).
if (isSignInPath(window.location.pathname)) void import('./app/SignInApp').then(({ startSignInPage }) => startSignInPage(root));
else void import('./app/start-app').then(({ startRouterApp }) => startRouterApp(root));
