// Unit-project setup for component tests in happy-dom (node-environment tests skip it):
// - every text namespace in every language up front, so a test renders a page without waiting
//   for the per-page text downloads the app makes (lib/i18n.ts);
// - the two browser APIs Radix needs, where the test DOM lacks them (ResizeObserver, scrollIntoView);
// - every contract module (with zod): the first screens import their response schemas on first
//   use (lib/api-client.ts ResponseSchema); loaded here, a test's first answer is not held up by
//   transforming them.
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
  const contracts = import.meta.glob(['../../shared/contract/*.ts', '!../../shared/contract/*.test.ts']);
  await Promise.all(Object.values(contracts).map((load) => load()));
}
