import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, PAGE_NAMESPACES, PAGE_PART_MODULES, chooseEncoding, loadClientPages } from './client-pages';

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
  });

  it('has the login first paint in index.html, without words of any language', async () => {
    const index = await readFile(path.join(clientSrc, 'index.html'), 'utf8');
    const template = /<template data-first-paint="login">([\s\S]*?)<\/template>/.exec(index)?.[1];
    expect(template).toBeDefined();
    const text = template!.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').trim();
    expect(text).toBe('Helvetax');
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
