import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES, type Language } from '@shared/domain/languages';
import { listDocumentCategories } from '@shared/domain/document-categories';
import { signInEmail } from '../features/auth/sign-in-email';
import { caseEmail, type CaseEmailKind } from '../features/expert/case-emails';
import { exportReadme } from '../features/privacy/export-readme';
import { deletionCodeEmail, deletionDoneEmail } from '../features/privacy/privacy-emails';
import { invoiceFileName } from '../features/subscription/qr-bill-invoice';
import { planProductName } from '../features/subscription/product-names';
import { transmissionEmail } from '../features/transmission/transmission-email';
import { notificationsFor } from './notification-texts';
import { serverText } from './server-texts';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../client/locales');
const emailsFile = (lang: Language) => JSON.parse(readFileSync(path.join(localesDir, lang, 'emails.json'), 'utf8')) as Record<string, unknown>;

type Mail = { subject: string; text: string; html: string };
const CASE_KINDS: CaseEmailKind[] = ['new_message', 'documents_missing', 'return_ready', 'completed'];

/** Every e-mail the server sends, rendered in `language`. */
function everyEmail(language: Language): Record<string, Mail> {
  const mails: Record<string, Mail> = {
    signIn: signInEmail('123456', language),
    transmission: transmissionEmail(2025, 'https://helvetax.example/', language),
    deletionCode: deletionCodeEmail('654321', language),
    deletionDoneNothingKept: deletionDoneEmail([], language),
    deletionDoneKept: deletionDoneEmail(
      [
        { kind: 'invoice', count: 2, keepUntil: '2036-03-01', reason: 'accounting_law' },
        { kind: 'payment', count: 1, keepUntil: '2035-12-31', reason: 'accounting_law' },
      ],
      language,
    ),
  };
  for (const kind of CASE_KINDS) mails[`case.${kind}`] = caseEmail(kind, 2025, 'https://helvetax.example/?tab=history&taxYear=2025', language);
  return mails;
}

describe('server texts', () => {
  it('render every e-mail kind in all five languages, with no placeholder left and the recipient’s language in <html lang>', () => {
    for (const language of ACTIVE_LANGUAGES) {
      for (const [kind, mail] of Object.entries(everyEmail(language))) {
        const where = `${language} ${kind}`;
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part, where).not.toMatch(/\{\{|\}\}/);
          expect(part.trim().length, where).toBeGreaterThan(0);
        }
        expect(mail.html, where).toContain(`<html lang="${language}">`);
        // The greeting and signature come from this language's file, not another's.
        expect(mail.text.startsWith(`${serverText(language, 'emails', 'greeting')}\n`), where).toBe(true);
        expect(mail.text, where).toContain(serverText(language, 'emails', 'signature'));
      }
    }
  });

  it('write each e-mail in the recipient’s language: the subject is the one of their locale file', () => {
    const subjects = (language: Language) => {
      const file = emailsFile(language) as { signIn: { subject: string }; deletionCode: { subject: string } };
      return [file.signIn.subject, file.deletionCode.subject];
    };
    for (const language of ACTIVE_LANGUAGES) {
      expect([signInEmail('123456', language).subject, deletionCodeEmail('1', language).subject]).toEqual(subjects(language));
    }
    expect(caseEmail('return_ready', 2025, 'https://x.example/', 'fr').subject).toBe('Votre déclaration d’impôt 2025 est prête à être vérifiée');
    expect(caseEmail('return_ready', 2025, 'https://x.example/', 'it').subject).toBe('La Sua dichiarazione d’imposta 2025 è pronta per la verifica');
    expect(new Set(ACTIVE_LANGUAGES.map((l) => transmissionEmail(2025, 'https://x.example/', l).subject)).size).toBe(ACTIVE_LANGUAGES.length);
  });

  it('fill in the parameters: the code, the year, what is kept and until when', () => {
    expect(signInEmail('123456', 'de').text).toContain('    123456\n');
    expect(caseEmail('documents_missing', 2024, 'https://x.example/a?b=1&c=2', 'de').html).toContain('Für Ihre Steuererklärung 2024 benötigen');
    expect(caseEmail('documents_missing', 2024, 'https://x.example/a?b=1&c=2', 'de').html).toContain('href="https://x.example/a?b=1&#38;c=2"');
    const done = deletionDoneEmail([{ kind: 'invoice', count: 2, keepUntil: '2036-03-01', reason: 'accounting_law' }], 'de');
    expect(done.text).toContain('- 2 Rechnung(en), bis 01.03.2036');
    expect(deletionDoneEmail([], 'en').text).toContain('We keep nothing about you.');
  });

  it('answer the bell’s items in the user’s language, naming the years', () => {
    const [item] = notificationsFor({ documentsRequestedYears: [2024, 2025] }, 'de');
    expect(item).toMatchObject({ id: 'documents_missing', title: 'Unterlagen fehlen', actionUrl: '/?tab=history' });
    expect(item!.description).toContain('Steuerjahr 2024, 2025');
    for (const language of ACTIVE_LANGUAGES) {
      for (const n of notificationsFor({ documentsRequestedYears: [2025] }, language)) {
        for (const text of [n.title, n.description, n.actionText]) {
          expect(text.trim().length, `${language} ${n.id}`).toBeGreaterThan(0);
          expect(text, `${language} ${n.id}`).not.toMatch(/\{\{|\}\}/);
        }
      }
    }
    expect(notificationsFor({}, 'fr')[0]!.title).not.toBe(notificationsFor({}, 'de')[0]!.title);
  });

  it('name products, invoices and document categories from the locale files', () => {
    expect(planProductName('premium', 2025, 'de')).toBe('Helvetax Premium – Steuerjahr 2025');
    expect(planProductName('basic', 2025, 'fr')).toBe('Helvetax Basic – année fiscale 2025');
    expect(invoiceFileName(7, 'de')).toBe('Helvetax-Rechnung-7.pdf');
    for (const language of ACTIVE_LANGUAGES) expect(invoiceFileName(7, language)).toMatch(/^Helvetax-[A-Za-z]+-7\.pdf$/);
    const de = JSON.parse(readFileSync(path.join(localesDir, 'de', 'documentCategories.json'), 'utf8')) as Record<string, string>;
    expect(listDocumentCategories('all', 'de').find((c) => c.id === 5)?.name).toBe(de.salary_statement);
  });

  it('write the export README in the person’s language, then in English, with the counts filled in', () => {
    for (const language of ACTIVE_LANGUAGES) {
      const readme = exportReadme({ exportedAt: '2026-11-25T12:00:00.000Z', documentCount: 3, taxReturnCount: 1, language });
      expect(readme, language).not.toMatch(/\{\{|\}\}/);
      expect(readme.startsWith(serverText(language, 'documents', 'exportReadme.heading')), language).toBe(true);
      expect(readme, language).toContain(serverText(language, 'documents', 'exportReadme.language'));
      expect(readme, language).toContain('ENGLISH');
      expect(readme, language).toContain('Your 3 uploaded documents');
      expect(readme, language).toContain('data.json');
    }
    expect(exportReadme({ exportedAt: 'x', documentCount: 3, taxReturnCount: 1, language: 'de' })).toContain('Ihre 3 hochgeladenen Unterlagen');
    expect(exportReadme({ exportedAt: 'x', documentCount: 3, taxReturnCount: 1, language: 'en' }).match(/ENGLISH/g)).toHaveLength(1);
  });

  it('refuse a missing key or a missing parameter instead of sending it', () => {
    expect(() => serverText('de', 'emails', 'signIn.nothing')).toThrow(/Missing server text/);
    expect(() => serverText('de', 'emails', 'case.subject.new_message')).toThrow(/needs parameters/);
  });
});
