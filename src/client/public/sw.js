/**
 * Helvetax service worker. Served from the site root so its scope covers the whole app.
 *
 * It exists to keep the app shell and static files available offline and fast, and for
 * nothing else: tax data is personal, so API calls and anything that is not a plain GET go
 * straight to the network and are never stored here.
 *
 * Hand-written and dependency-free on purpose: it must be readable in a security review.
 */

// Everything from the worker scope (caches, clients, fetch, URL, Response...) is reached
// through globalThis, so the file lints cleanly whatever globals the page's lint config has.
const sw = /** @type {any} */ (globalThis);

// Bump on any change to SHELL_URLS or the rules below: activate drops every Helvetax cache
// with another name, so no one runs files from two releases side by side.
const VERSION = 'v5';
const CACHE_PREFIX = 'helvetax-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${VERSION}`;
const RUNTIME_CACHE = `${CACHE_PREFIX}runtime-${VERSION}`;

// '/' answers with index.html (client-side routing), so it is the offline page for every route.
const SHELL_URLS = [
  '/',
  '/manifest.webmanifest',
  '/logo.png',
  '/favicon.svg',
  '/zod-jitless.js',
  '/apple-touch-icon.png',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

// Vite's hashed bundles and our own artwork never change under the same URL, so the cached
// copy is always right and saves a round trip.
const STATIC_PREFIXES = ['/assets/', '/sounds/', '/images/', '/icons/', '/fonts/'];

// Old hashed bundles pile up across deploys that do not change this file; keep the newest.
const RUNTIME_MAX_ENTRIES = 150;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    sw.caches
      .open(SHELL_CACHE)
      // 'reload' skips the HTTP cache so a new worker never pre-caches a stale shell.
      .then((cache) =>
        Promise.all([
          cache.addAll(SHELL_URLS.filter((url) => url !== '/').map((url) => new sw.Request(url, { cache: 'reload' }))),
          // The shell is kept under '/', but fetched as the plain file: '/' itself answers a
          // signed-in browser with home's first screen (server/platform/client-pages.ts).
          sw.fetch(new sw.Request('/index.html', { cache: 'reload' })).then((response) => {
            if (!response.ok) throw new Error(`index.html answered ${response.status}`);
            return cache.put('/', response);
          }),
        ]),
      ),
  );
  // No skipWaiting here: the page decides when to switch (SKIP_WAITING message), so a tab is
  // not swapped to new code in the middle of filling in a form.
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    sw.caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== SHELL_CACHE && key !== RUNTIME_CACHE)
            .map((key) => sw.caches.delete(key)),
        ),
      )
      // Take over tabs opened before this worker, so they get offline support immediately.
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') sw.skipWaiting();
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  // Returning without respondWith leaves the request to the browser, untouched and unstored.
  if (request.method !== 'GET') return;
  const url = new sw.URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  // Videos and their subtitles (/videos/) are left to the browser: a video element streams
  // with Range requests and seeks anywhere, which the network and the HTTP cache answer
  // correctly; holding megabytes here would only crowd out the app shell.
  if (url.pathname.startsWith('/videos/') || request.destination === 'video' || request.destination === 'track') return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  // Canton arms are static artwork too; cantons/cantons.json beside them is data and is not.
  const isCantonArt = url.pathname.startsWith('/cantons/') && url.pathname.endsWith('.svg');
  if (isCantonArt || STATIC_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    event.respondWith(cacheFirst(request, event));
    return;
  }
  if (SHELL_URLS.includes(url.pathname)) {
    // Manifest and icons: fresh when online (they are not hashed), the pre-cached copy offline.
    event.respondWith(sw.fetch(request).catch(() => matchOrError(request)));
  }
});

/** Pages: always try the network so a deploy is visible at once; the shell is the fallback. */
async function networkFirstShell(request) {
  try {
    const response = await sw.fetch(request);
    const type = response.headers.get('content-type') || '';
    // Every route returns the same static index.html (no personal data is rendered on the
    // server), so keeping the latest one keeps the offline shell in step with the bundles.
    // The login page, home and the questionnaire carry their own first screen in the root
    // element (server/platform/client-pages.ts), which other pages must not show: only a page
    // whose root is empty is kept.
    if (response.status === 200 && response.type === 'basic' && type.includes('text/html')) {
      const inspected = response.clone();
      const copy = response.clone();
      inspected
        .text()
        .then((html) => (html.includes('<div id="root"></div>') ? sw.caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy)) : undefined))
        .catch(() => undefined);
    }
    return response;
  } catch {
    const shell = await sw.caches.match('/', { cacheName: SHELL_CACHE });
    return shell || offlineResponse();
  }
}

/** Immutable static files: cache first, fill the runtime cache on a miss. */
async function cacheFirst(request, event) {
  const cached = await sw.caches.match(request, { ignoreVary: true });
  if (cached) return request.headers.has('range') ? sliceRange(request, cached) : cached;

  let response;
  try {
    response = await sw.fetch(request);
  } catch {
    return offlineResponse();
  }
  if (request.headers.has('range')) {
    // Media elements ask for byte ranges; a 206 cannot be cached, so fetch the whole
    // (small) file once in the background and answer later ranges from it.
    event.waitUntil(
      sw
        .fetch(request.url, { credentials: 'same-origin' })
        .then((full) => store(request.url, full))
        .catch(() => undefined),
    );
  } else {
    event.waitUntil(store(request, response.clone()));
  }
  return response;
}

async function store(key, response) {
  if (response.status !== 200 || response.type !== 'basic') return;
  const cache = await sw.caches.open(RUNTIME_CACHE);
  await cache.put(key, response);
  const keys = await cache.keys();
  // keys() lists in insertion order, so the oldest entries go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - RUNTIME_MAX_ENTRIES)).map((k) => cache.delete(k)));
}

/** Answers a Range request (audio seeking) from a complete cached file. */
async function sliceRange(request, cached) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') || '');
  if (!match || (match[1] === '' && match[2] === '')) return cached;
  const body = await cached.arrayBuffer();
  const size = body.byteLength;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) {
    return new sw.Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  return new sw.Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': cached.headers.get('content-type') || 'application/octet-stream',
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
    },
  });
}

async function matchOrError(request) {
  return (await sw.caches.match(request, { ignoreVary: true })) || offlineResponse();
}

function offlineResponse() {
  return new sw.Response('Offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
