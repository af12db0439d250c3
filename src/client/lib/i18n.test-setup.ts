// Unit-project setup: component tests in jsdom get every text namespace in every language up
// front, as they did when German was bundled, so a test renders a page without waiting for the
// per-page text downloads the app makes (lib/i18n.ts). Node-environment tests skip it.
import { ACTIVE_LANGUAGES } from '@shared/domain/languages';

if (typeof document !== 'undefined') {
  const { i18n, i18nReady, NAMESPACES } = await import('./i18n');
  await i18nReady;
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages([...ACTIVE_LANGUAGES]);
}
