import type { Language } from '@shared/domain/languages';
import { serverTexts } from '../../platform/server-texts';
import { escapeHtml } from '../../platform/escape-html';

/** The confirmation that a tax year went to the experts, in the language the person uses the app in (texts: locales/<lang>/emails.json). */
export function transmissionEmail(taxYear: number, appUrl: string, language: Language): { subject: string; text: string; html: string } {
  const t = serverTexts(language, 'emails');
  const [greeting, received, experts, follow, signature] = [t('greeting'), t('transmission.received', { year: taxYear }), t('transmission.experts'), t('transmission.follow'), t('signature')];
  const text = `${greeting}\n\n${received}\n\n${experts}\n\n${follow}\n${appUrl}\n\n${signature}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(received)}</p><p>${escapeHtml(experts)}</p>
<p>${escapeHtml(follow)}<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject: t('transmission.subject', { year: taxYear }), text, html };
}
