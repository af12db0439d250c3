import type { Language } from '@shared/domain/languages';
import { serverTexts } from '../../platform/server-texts';

/**
 * README.txt of the data export, in the person's language and then in English (texts:
 * locales/<lang>/documents.json), so it can be read and shown to anyone, for example a
 * data-protection authority. It explains every file the ZIP holds.
 */
export function exportReadme(args: { exportedAt: string; documentCount: number; taxReturnCount: number; language: Language }): string {
  const languages: Language[] = args.language === 'en' ? ['en'] : [args.language, 'en'];
  const texts = languages.map((language) => serverTexts(language, 'documents'));
  const heading = texts.map((t) => t('exportReadme.heading')).join(' / ');
  const exportedOn = texts.map((t) => t('exportReadme.exportedOn', { date: args.exportedAt })).join('\n');
  const sections = texts.map(
    (t) => `${t('exportReadme.language')}\n\n${t('exportReadme.body', { documentCount: args.documentCount, taxReturnCount: args.taxReturnCount })}\n`,
  );
  return `${heading}\n${exportedOn}\n\n${sections.join('\n\n')}`;
}
