import './app/fonts.css';
import './app/styles.css';
import { i18nReady } from './lib/i18n';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchAuthState } from './lib/api/check-auth';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element #root is missing from index.html');

registerServiceWorker();
prefetchAuthState();

// The first render is a transition: React renders the page in slices of a few milliseconds and
// gives the phone's main thread back between them, instead of one task of a few hundred (a tap
// or scroll in that time waited for all of it). What the HTML painted (the login page's first
// screen) stays until the page is ready.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        {/* Only for a text namespace a route did not announce (app/router.tsx): nothing shows
            until its texts are in, rather than their keys. */}
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </StrictMode>,
    ),
  ),
);
