import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { createTestApp, type TestApp } from '../support/test-app';

let dir: string;
let t: TestApp;
let app: TestApp['app'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'helvetax-static-'));
  await mkdir(path.join(dir, 'client', 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="de"><head><title>Helvetax</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div>' +
      '<template data-first-paint="login"><div class="first-paint">Helvetax</div></template>' +
      // The signed-in first paints (the real ones: src/client/index.html) with one text each.
      '<template data-first-paint="signed-in-header"><header>[[common:header.profile]]</header></template>' +
      '<template data-first-paint="home">[[first-paint:signed-in-header]]<p class="todo">[[home:todo.intro]]</p></template>' +
      '<template data-first-paint="tax-setup">[[first-paint:signed-in-header]]<div class="photo">[[profile:loading]]</div></template></body></html>',
  );
  // The part of Vite's manifest the server reads: each page's lazy chunk and what it imports.
  await mkdir(path.join(dir, 'client', '.vite'));
  await writeFile(
    path.join(dir, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_field-1.js': { file: 'assets/field-1.js', imports: ['_react-1.js'] },
      'app/layout/AppLayout.tsx': { file: 'assets/AppLayout-1.js', imports: ['index.html'] },
      'app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_field-1.js'] },
      'app/routes/profile.tsx': { file: 'assets/profile-1.js', imports: ['index.html'] },
      'app/DataLayout.tsx': { file: 'assets/DataLayout-1.js', imports: ['index.html'] },
      'app/RequireAuth.tsx': { file: 'assets/RequireAuth-1.js', imports: ['index.html'] },
      'app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['index.html', '_router-1.js'] },
      '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
      'app/SignInApp.tsx': { file: 'assets/SignInApp-1.js', imports: ['index.html', '_field-1.js'] },
      'lib/first-page-data.ts': { file: 'assets/first-page-data-1.js', imports: ['index.html'] },
      'app/AuthWatcher.tsx': { file: 'assets/AuthWatcher-1.js', imports: ['index.html'] },
      '../shared/contract/auth.ts': { file: 'assets/auth-1.js', imports: ['_zod-1.js'] },
      '_zod-1.js': { file: 'assets/zod-1.js' },
      'features/profile/components/tax-wizard/TaxWizard.tsx': { file: 'assets/TaxWizard-1.js', imports: ['index.html'] },
      'app/routes/profile-details.tsx': { file: 'assets/profile-details-1.js', imports: ['index.html'] },
      // Each text namespace of each language is a chunk of its own (lib/i18n.ts).
      ...Object.fromEntries(
        ['de', 'en', 'fr', 'gsw', 'it'].flatMap((language) =>
          ['common', 'login', 'validation', 'home', 'files', 'documentCategories', 'profile', 'privacy', 'taxWizard', 'subscription'].map((namespace) => [
            `locales/${language}/${namespace}.json`,
            { file: `assets/${language}-${namespace}-1.js` },
          ]),
        ),
      ),
    }),
  );
  await writeFile(path.join(dir, 'client', 'assets', 'app-1234.js'), 'console.log(1)');
  await mkdir(path.join(dir, 'client', 'videos'));
  await writeFile(path.join(dir, 'client', 'videos', 'intro.webm'), Buffer.alloc(1000, 1));
  await writeFile(path.join(dir, 'client', 'videos', 'intro.mp4'), Buffer.alloc(1000, 2));
  await writeFile(path.join(dir, 'client', 'videos', 'intro.de.vtt'), 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nSo funktioniert Helvetax\n');
  // The whole app on its own database (PGlite or PostgreSQL, as TEST_DB says), serving this client folder.
  t = await createTestApp({ deps: { clientDir: path.join(dir, 'client') } });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const host = { host: 'localhost:3000' };

/** The modules a page has fetched ahead: its modulepreload links, or the list boot.js adds after the first paint. */
function preloadedModules(body: string): string[] {
  const links = [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const boot = /<script defer src="\/boot\.js" data-entry="[^"]+" data-modules="([^"]*)"><\/script>/.exec(body)?.[1];
  return [...links, ...(boot ? boot.split(' ').filter(Boolean) : [])];
}

describe('serving the client', () => {
  it('serves the app shell at / and for every page path, uncached', async () => {
    for (const url of ['/', '/profile?firstTime=true', '/file-history', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url, headers: host });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('paints the login page first screen and names its photo in its HTML, before any script runs', async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: host });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // Its code (the page without the router) and German texts start with the entry, after the first paint.
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="preload" as="image" href="/images/login-background.jpg" fetchpriority="high">');
    // The entry starts after the first paint, from boot.js, rather than from the head.
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain('<script defer src="/boot.js" data-entry="/assets/index-1.js" data-modules="/assets/SignInApp-1.js /assets/field-1.js /assets/de-common-1.js /assets/de-login-1.js"></script>');
    expect(res.body).toContain('<div id="root"><div class="first-paint">Helvetax</div></div>');
    expect(res.body).not.toContain('<template');
  });

  it('sends the page HTML compressed as the browser accepts, varying on Accept-Encoding', async () => {
    const plain = (await app.inject({ method: 'GET', url: '/login', headers: { ...host, 'accept-encoding': 'identity' } })).body;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/login', headers: { ...host, 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString('utf8'), accept).toBe(plain);
    }
  });

  it('names the home and questionnaire chunks only for a browser with a session, and the questionnaire photo only for it', async () => {
    const signedIn = { ...host, cookie: 'hx_session=anything' };
    const home = await app.inject({ method: 'GET', url: '/', headers: signedIn });
    // The router's app (main.tsx imports it) with the page's own chunks.
    expect(preloadedModules(home.body)).toEqual(expect.arrayContaining(['/assets/start-app-1.js', '/assets/router-1.js', '/assets/AppLayout-1.js', '/assets/home-1.js', '/assets/field-1.js']));
    // What index.html already loads is not named twice.
    expect(home.body.match(/react-1\.js/g)).toBeNull();
    // Its first paint is in the HTML, its scripts start after it.
    expect(home.body).toContain('<div id="root"><header>Profil</header><p class="todo">');
    expect(home.body).not.toContain('<link rel="modulepreload"');
    // A visitor without a session is sent to /login by the app: no home page code for them.
    const visitor = await app.inject({ method: 'GET', url: '/', headers: host });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('<div id="root"></div>');
    expect(visitor.body).not.toContain('modulepreload');
    const wizard = await app.inject({ method: 'GET', url: '/profile?setup=tax', headers: signedIn });
    expect(preloadedModules(wizard.body)).toContain('/assets/profile-1.js');
    expect(wizard.body).toContain('<link rel="preload" as="image" href="/images/wizard-background.jpg" fetchpriority="high">');
    expect(wizard.body).toContain('<div class="photo">Profil wird geladen…</div>');
    const profile = await app.inject({ method: 'GET', url: '/profile', headers: signedIn });
    expect(profile.body).toContain('href="/assets/profile-1.js"');
    expect(profile.body).not.toContain('wizard-background');
    expect(profile.body).toContain('<div id="root"></div>');
  });

  it('names the half of /profile the address shows, the first answers\' schemas and the texts in the browser\'s language', async () => {
    const signedIn = { ...host, cookie: 'hx_session=anything' };
    const wizard = await app.inject({ method: 'GET', url: '/profile?setup=tax', headers: signedIn });
    expect(preloadedModules(wizard.body)).toContain('/assets/TaxWizard-1.js');
    expect(wizard.body).not.toContain('profile-details-1.js');
    for (const file of ['first-page-data-1.js', 'auth-1.js', 'zod-1.js', 'de-common-1.js', 'de-validation-1.js', 'de-taxWizard-1.js']) {
      expect(preloadedModules(wizard.body), file).toContain(`/assets/${file}`);
    }
    const form = await app.inject({ method: 'GET', url: '/profile', headers: signedIn });
    expect(form.body).toContain('href="/assets/profile-details-1.js"');
    expect(form.body).not.toContain('TaxWizard-1.js');
    // The language the browser shows (its cookie), German before it named one or for an unknown one.
    const french = await app.inject({ method: 'GET', url: '/', headers: { ...host, cookie: 'hx_session=anything; hx_lang=fr' } });
    expect(preloadedModules(french.body)).toContain('/assets/fr-home-1.js');
    expect(french.body).not.toContain('de-home-1.js');
    // The first paint speaks the same language, for the year a page load starts with.
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain(`<header>Profil</header><p class="todo">Voici la suite pour l’année fiscale ${defaultTaxYear(t.clock.now())}.</p>`);
    const frenchLogin = await app.inject({ method: 'GET', url: '/login', headers: { ...host, cookie: 'hx_lang=fr' } });
    expect(preloadedModules(frenchLogin.body)).toEqual(expect.arrayContaining(['/assets/fr-common-1.js', '/assets/fr-login-1.js']));
    expect(frenchLogin.body).not.toContain('de-login-1.js');
    const unknown = await app.inject({ method: 'GET', url: '/', headers: { ...host, cookie: 'hx_session=anything; hx_lang=xx' } });
    expect(preloadedModules(unknown.body)).toContain('/assets/de-home-1.js');
    expect(unknown.body).not.toContain('xx-home');
  });

  it('serves the plain shell as /index.html, which the service worker keeps for offline use', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html', headers: { ...host, cookie: 'hx_session=anything' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it('paints home first only for its to-do tab, the one the first paint shows', async () => {
    const signedIn = { ...host, cookie: 'hx_session=anything' };
    for (const url of ['/?tab=progress', '/?tab=history']) {
      const res = await app.inject({ method: 'GET', url, headers: signedIn });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    }
    for (const url of ['/?tab=todo', '/?payment=success&taxYear=2025']) {
      expect((await app.inject({ method: 'GET', url, headers: signedIn })).body, url).toContain('<p class="todo">');
    }
  });

  it('paints the login first screen on /login only (elsewhere it stays an inert template)', async () => {
    for (const url of ['/', '/file-history', '/no-such-page', '/login/extra']) {
      const res = await app.inject({ method: 'GET', url, headers: host });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it('caches hashed assets for good and answers missing files and API paths with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: host });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js', headers: host })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing', headers: host });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('sends pages opened under another host name to PUBLIC_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/login?x=1', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/login?x=1');
  });

  it('redirects only ever to PUBLIC_URL, whatever the path looks like', async () => {
    for (const url of ['//evil.example/x', '/\\evil.example/x', '/\\/evil.example', '//evil.example', '///evil.example/x', '/%2F%2Fevil.example/x', '/.//evil.example']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'other-host:3000' } });
      expect(res.statusCode, url).toBe(302);
      expect(new URL(res.headers.location as string, 'http://base.invalid').origin, `${url} -> ${res.headers.location}`).toBe('http://localhost:3000');
    }
  });

  it('sends the security headers: CSP without third-party hosts, no framing, nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: host });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the intro video with its media types and byte ranges, and its subtitles as text/vtt', async () => {
    for (const [url, type] of [['/videos/intro.webm', 'video/webm'], ['/videos/intro.mp4', 'video/mp4']] as const) {
      const whole = await app.inject({ method: 'GET', url, headers: host });
      expect(whole.statusCode, url).toBe(200);
      expect(whole.headers['content-type'], url).toBe(type);
      expect(whole.headers['accept-ranges'], url).toBe('bytes');
      // Browsers seek (and Safari starts) with Range requests; a 200 with the whole file breaks seeking.
      const part = await app.inject({ method: 'GET', url, headers: { ...host, range: 'bytes=100-199' } });
      expect(part.statusCode, url).toBe(206);
      expect(part.headers['content-range'], url).toBe('bytes 100-199/1000');
      expect(part.rawPayload.length, url).toBe(100);
    }
    const subtitles = await app.inject({ method: 'GET', url: '/videos/intro.de.vtt', headers: host });
    expect(subtitles.statusCode).toBe(200);
    expect(subtitles.headers['content-type']).toMatch(/^text\/vtt/);
    expect(subtitles.body).toContain('So funktioniert Helvetax');
    expect((await app.inject({ method: 'GET', url: '/videos/missing.webm', headers: host })).statusCode).toBe(404);
  });
});
