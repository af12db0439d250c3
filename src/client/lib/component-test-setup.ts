// Unit-project setup for component tests in jsdom (node-environment tests skip it):
// - every text namespace in every language up front, so a test renders a page without waiting
//   for the per-page text downloads the app makes (lib/i18n.ts);
// - the two browser APIs Radix needs that jsdom lacks (ResizeObserver, scrollIntoView).
import { ACTIVE_LANGUAGES } from '@shared/domain/languages';

if (typeof document !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  const { i18n, i18nReady, NAMESPACES } = await import('./i18n');
  await i18nReady;
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages([...ACTIVE_LANGUAGES]);
}
