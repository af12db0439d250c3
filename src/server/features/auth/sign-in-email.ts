import type { Language } from '@shared/domain/languages';
import { serverTexts } from '../../platform/server-texts';
import { escapeHtml } from '../../platform/escape-html';

/** The e-mail carrying a sign-in code, in the language the person uses the app in (texts: locales/<lang>/emails.json). */
export function signInEmail(code: string, language: Language): { subject: string; text: string; html: string } {
  const t = serverTexts(language, 'emails');
  const [greeting, intro, validity, ignore, signature] = [t('greeting'), t('signIn.intro'), t('codeValidity'), t('signIn.ignore'), t('signature')];
  const text = `${greeting}\n\n${intro}\n\n    ${code}\n\n${validity}\n${ignore}\n\n${signature}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject: t('signIn.subject'), text, html };
}
