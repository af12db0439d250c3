import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES } from '@shared/domain/languages';
import { PAGE_MODULES, PAGE_NAMESPACES, PAGE_PART_MODULES, chooseEncoding, loadClientPages, renderPageHtml } from './client-pages';
import { escapeHtml } from './escape-html';
import { firstPaintText } from './first-paint-texts';

const clientSrc = fileURLToPath(new URL('../../client/', import.meta.url));

describe('the pages the server names chunks for', () => {
  it('are modules the router loads lazily, so a renamed or no longer lazy page fails here', async () => {
    const router = await readFile(path.join(clientSrc, 'app', 'router.tsx'), 'utf8');
    for (const module of PAGE_MODULES) {
      expect(existsSync(path.join(clientSrc, module)), module).toBe(true);
      const withoutExtension = module.replace(/\.tsx?$/, '');
      const specifiers = [`import('@client/${withoutExtension}')`, `import('./${withoutExtension.replace(/^app\//, '')}')`];
      expect(specifiers.some((specifier) => router.includes(specifier)), `${module} is not a lazy import of app/router.tsx`).toBe(true);
    }
  });

  it('names parts the client imports lazily, so a renamed or no longer lazy part fails here', async () => {
    const { readdir } = await import('node:fs/promises');
    const sources = await Promise.all(
      (await readdir(clientSrc, { recursive: true }))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map(async (file) => ({ file, code: await readFile(path.join(clientSrc, file), 'utf8') })),
    );
    for (const module of PAGE_PART_MODULES) {
      const absolute = path.join(clientSrc, module);
      expect(existsSync(absolute), module).toBe(true);
      const importedLazily = sources.some(({ file, code }) => {
        for (const [, specifier] of code.matchAll(/import\('([^']+)'\)/g)) {
          const resolved = specifier!.startsWith('@client/')
            ? path.join(clientSrc, specifier!.slice('@client/'.length))
            : specifier!.startsWith('@shared/')
              ? path.join(clientSrc, '..', 'shared', specifier!.slice('@shared/'.length))
              : path.join(clientSrc, path.dirname(file), specifier!);
          if (absolute.replace(/\.tsx?$/, '') === resolved.replace(/\.tsx?$/, '')) return true;
        }
        return false;
      });
      expect(importedLazily, `${module} is not imported lazily by any client file`).toBe(true);
    }
  });

  it('names the text namespaces the router loads for those pages', async () => {
    const router = await readFile(path.join(clientSrc, 'app', 'router.tsx'), 'utf8');
    const routeNamespaces = (marker: string) => {
      // The route's own line (its `lazy: page([...], …)`): a loader may import the same module earlier.
      const line = router.split('\n').find((l) => l.includes(marker) && l.includes('page(['));
      expect(line, marker).toBeDefined();
      return [...(/page\(\[([^\]]*)\]/.exec(line!)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
    };
    expect(routeNamespaces("import('./routes/home')")).toEqual([...PAGE_NAMESPACES['/']]);
    expect(routeNamespaces("import('./routes/profile')")).toEqual([...PAGE_NAMESPACES['/profile']]);
    expect(routeNamespaces("import('./DataLayout')")).toEqual(['validation']);
    const i18n = await readFile(path.join(clientSrc, 'lib', 'i18n.ts'), 'utf8');
    expect(i18n).toContain("const FIRST_SCREEN_NAMESPACES: Namespace[] = ['common'];");
    expect([...PAGE_NAMESPACES.signedIn]).toEqual(['common', 'validation']);
    // A first load of /login: `common` with the first screen, `login` by the page without the router.
    const signInApp = await readFile(path.join(clientSrc, 'app', 'SignInApp.tsx'), 'utf8');
    expect(signInApp).toContain("loadNamespaces(['login'])");
    expect([...PAGE_NAMESPACES['/login']]).toEqual(['common', 'login']);
  });

  it('has the login first paint in index.html, without words of any language', async () => {
    const index = await readFile(path.join(clientSrc, 'index.html'), 'utf8');
    const template = /<template data-first-paint="login">([\s\S]*?)<\/template>/.exec(index)?.[1];
    expect(template).toBeDefined();
    const text = template!.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').trim();
    expect(text).toBe('Helvetax');
  });

  it('has the signed-in first paints in index.html, their words in every language and nothing left unfilled', async () => {
    const index = await readFile(path.join(clientSrc, 'index.html'), 'utf8');
    const templates = new Map([...index.matchAll(/<template data-first-paint="([\w-]+)">([\s\S]*?)<\/template>/g)].map(([, name, markup]) => [name!, markup!]));
    for (const name of ['signed-in-header', 'home', 'tax-setup']) expect(templates.has(name), name).toBe(true);
    const manifest = { 'index.html': { file: 'assets/index-1.js' } };
    const shell = index.replace('<script type="module" src="/main.tsx"></script>', '<script type="module" crossorigin src="/assets/index-1.js"></script>');
    for (const language of ACTIVE_LANGUAGES) {
      for (const [firstPaint, lcpText] of [
        ['home', firstPaintText(language, 'home:todo.intro', { year: 2025 })],
        ['tax-setup', firstPaintText(language, 'profile:loading', {})],
      ] as const) {
        const html = renderPageHtml(shell, manifest, { modules: [], images: [], firstPaint, language, taxYear: 2025 });
        const root = html.slice(html.indexOf('<div id="root">')).replace(/<!--[\s\S]*?-->/g, '');
        expect(root, `${language} ${firstPaint}`).not.toMatch(/\[\[|\{\{/);
        expect(root, `${language} ${firstPaint}`).toContain(escapeHtml(lcpText));
        expect(root).toContain(escapeHtml(firstPaintText(language, 'common:header.home', {})));
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).not.toContain('<template');
        // The app starts after the first paint, from boot.js, not from the head.
        expect(html).not.toContain('<script type="module"');
        expect(html).toContain('<script defer src="/boot.js" data-entry="/assets/index-1.js"');
      }
    }
    expect(escapeHtml(`<b a="x">'&'</b>`)).toBe('&#60;b a=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/b&#62;');
  });

  it('copies the classes of the components the signed-in first paints stand for (hand copies: see index.html)', async () => {
    const index = await readFile(path.join(clientSrc, 'index.html'), 'utf8');
    const source = (file: string) => readFile(path.join(clientSrc, file), 'utf8');
    // Each pair: a class list as the component writes it, and the element of the template with it.
    const copies: [file: string, className: string, tag: string][] = [
      ['app/layout/AppLayout.tsx', 'flex min-h-dvh flex-col', 'div'],
      ['app/layout/AppLayout.tsx', 'flex-1 pb-28 outline-none', 'main'],
      ['app/layout/AppLayout.tsx', 'flex-1 pb-10 outline-none', 'main'],
      ['app/layout/AppHeader.tsx', 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur', 'header'],
      ['app/layout/AppHeader.tsx', 'mx-auto flex h-16 items-center gap-2 px-3 sm:px-5', 'div'],
      ['app/layout/AppHeader.tsx', 'mr-auto inline-flex min-h-11 items-center gap-2 rounded-xl pr-2', 'a'],
      ['app/layout/AppHeader.tsx', 'text-lg font-bold tracking-tight text-slate-900', 'span'],
      ['app/layout/BottomNavigation.tsx', 'mx-auto grid max-w-xl grid-cols-5', 'ul'],
      ['app/routes/home.tsx', 'mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6', 'div'],
      ['components/TaxYearSelect.tsx', 'flex flex-wrap items-center gap-3', 'div'],
      ['components/ui/LoadingOverlay.tsx', 'fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/95', 'div'],
      ['features/home/components/TodoTab.tsx', 'flex flex-col gap-4', 'section'],
      ['features/home/components/TodoTab.tsx', 'text-2xl font-semibold text-slate-900', 'h1'],
      ['features/home/components/TodoTab.tsx', 'mt-1 text-slate-700', 'p'],
      ['features/profile/components/tax-wizard/QuestionnaireBackdrop.tsx', '-mb-10 min-h-[calc(100dvh-4rem)] bg-slate-700 bg-cover bg-center', 'div'],
      ['app/routes/profile.tsx', 'flex justify-center py-16', 'div'],
    ];
    for (const [file, className, tag] of copies) {
      const escaped = className.replace(/[[\]().*+?^$|\\/]/g, '\\$&');
      expect(await source(file), `${file} no longer has className "${className}": update index.html's copy`).toMatch(new RegExp(`["'\`]${escaped}["'\` ]`));
      expect(index, `index.html has no <${tag} class="${className}"> (copy of ${file})`).toMatch(new RegExp(`<${tag}[^>]* class="${escaped}[" ]`));
    }
    // The texts under the keys the components use.
    expect(await source('features/home/components/TodoTab.tsx')).toContain("t('todo.intro', { year: taxYear })");
    expect(index).toContain('[[home:todo.intro]]');
    expect(await source('app/routes/home.tsx')).toContain("t('loadingDocuments')");
    expect(index).toContain('[[home:loadingDocuments]]');
  });

  it('refuses to start on a build whose manifest lacks one of them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'helvetax-pages-'));
    try {
      await mkdir(path.join(dir, '.vite'));
      await writeFile(path.join(dir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
      await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js' } }));
      expect(() => loadClientPages(dir)).toThrow(/not in the client build's manifest/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
