/**
 * Registers the background worker from the site root after the page has loaded and tells a
 * waiting worker to take over (spec part 1 §1). Failures are only logged (§8).
 */
function skipWaiting(worker: ServiceWorker | null) {
  worker?.postMessage({ type: 'SKIP_WAITING' });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        skipWaiting(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller) skipWaiting(registration.waiting ?? installing);
          });
        });
      })
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
  });
}
