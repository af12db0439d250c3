import type { Language } from '@shared/domain/languages';
import { serverTexts } from '../../platform/server-texts';
import { escapeHtml } from '../../platform/escape-html';

/**
 * The e-mails a taxpayer gets from their case, in their language (texts: locales/<lang>/emails.json).
 * They only say that something is waiting in the app and link to it: a message's text can hold
 * personal data and never goes into an e-mail.
 */
export type CaseEmailKind = 'new_message' | 'documents_missing' | 'return_ready' | 'completed';

/** Where each e-mail leads in the app: messages to the History tab, the rest to home. */
export function caseEmailLink(kind: CaseEmailKind, publicOrigin: string, taxYear: number): string {
  const tab = kind === 'new_message' || kind === 'documents_missing' ? 'history' : 'todo';
  return `${publicOrigin}/?tab=${tab}&taxYear=${taxYear}`;
}

export function caseEmail(kind: CaseEmailKind, taxYear: number, appUrl: string, language: Language): { subject: string; text: string; html: string } {
  const t = serverTexts(language, 'emails');
  const [greeting, body, link, signature] = [t('greeting'), t(`case.body.${kind}`, { year: taxYear }), t(kind === 'new_message' || kind === 'documents_missing' ? 'case.link.message' : 'case.link.app'), t('signature')];
  const text = `${greeting}\n\n${body}\n\n${link}\n${appUrl}\n\n${signature}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(link)}<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject: t(`case.subject.${kind}`, { year: taxYear }), text, html };
}
