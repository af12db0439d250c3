import type { RetainedRecord } from '@shared/contract/privacy';
import type { Language } from '@shared/domain/languages';
import { serverTexts } from '../../platform/server-texts';
import { escapeHtml } from '../../platform/escape-html';

/*
 * The two e-mails of 'Delete my account', in the person's language (texts:
 * locales/<lang>/emails.json): the code that confirms it, and the confirmation that it is done,
 * listing what the law makes us keep. Neither carries any other personal data.
 */
const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function html(language: Language, paragraphs: string[], extra = ''): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}${extra}</body></html>`;
}

/** The e-mail carrying the code that confirms the deletion. */
export function deletionCodeEmail(code: string, language: Language): { subject: string; text: string; html: string } {
  const t = serverTexts(language, 'emails');
  const [greeting, intro, validity, ignore, signature] = [t('greeting'), t('deletionCode.intro'), t('codeValidity'), t('deletionCode.ignore'), t('signature')];
  const text = `${greeting}\n\n${intro}\n\n    ${code}\n\n${validity}\n${ignore}\n\n${signature}\n`;
  const body = html(language, [greeting, intro], `\n<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>\n<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`);
  return { subject: t('deletionCode.subject'), text, html: body };
}

const KEPT_KEYS: Record<RetainedRecord['kind'], string> = { invoice: 'deletionDone.keptInvoice', payment: 'deletionDone.keptPayment' };

/** The confirmation that the account is gone, with what is kept, until when and why. */
export function deletionDoneEmail(retained: RetainedRecord[], language: Language): { subject: string; text: string; html: string } {
  const t = serverTexts(language, 'emails');
  const [greeting, intro, keptIntro, keptReason, nothingKept, signature] = [
    t('greeting'),
    t('deletionDone.intro'),
    t('deletionDone.keptIntro'),
    t('deletionDone.keptReason'),
    t('deletionDone.nothingKept'),
    t('signature'),
  ];
  const lines = retained.map((r) => t(KEPT_KEYS[r.kind], { count: r.count, until: swissDate(r.keepUntil) }));
  const keptText = lines.length ? `${keptIntro}\n${lines.map((l) => `- ${l}`).join('\n')}\n${keptReason}` : nothingKept;
  const text = `${greeting}\n\n${intro}\n\n${keptText}\n\n${signature}\n`;
  const keptHtml = lines.length
    ? `<p>${escapeHtml(keptIntro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(keptReason)}</p>`
    : `<p>${escapeHtml(nothingKept)}</p>`;
  return { subject: t('deletionDone.subject'), text, html: html(language, [greeting, intro], `\n${keptHtml}<p>${escapeHtml(signature)}</p>`) };
}
