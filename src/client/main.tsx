import './app/fonts.css';
import './app/styles.css';
import { i18nReady } from './lib/i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element #root is missing from index.html');

registerServiceWorker();

void i18nReady.then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      {/* Only for a text namespace a route did not announce (app/router.tsx): nothing shows
          until its texts are in, rather than their keys. */}
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
