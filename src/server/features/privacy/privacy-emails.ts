import type { RetainedRecord } from '@shared/contract/privacy';
import type { Language } from '@shared/domain/languages';

/**
 * The two e-mails of 'Delete my account', in the person's language (formal: Sie, vous, Lei;
 * Swiss German 'Si'): the code that confirms it, and the confirmation that it is done, listing
 * what the law makes us keep. Neither carries any other personal data.
 */
type Texts = {
  greeting: string;
  signature: string;
  codeSubject: string;
  codeIntro: string;
  codeValidity: string;
  codeIgnore: string;
  doneSubject: string;
  doneIntro: string;
  doneNothingKept: string;
  doneKeptIntro: string;
  kept: Record<RetainedRecord['kind'], (count: number, until: string) => string>;
  doneKeptReason: string;
};

const TEXTS: Record<Language, Texts> = {
  de: {
    greeting: 'Grüezi',
    signature: 'Ihr Helvetax-Team',
    codeSubject: 'Ihr Code zum Löschen Ihres Helvetax-Kontos',
    codeIntro: 'Sie möchten Ihr Helvetax-Konto mit allen Daten und Unterlagen löschen. Ihr Bestätigungscode lautet:',
    codeValidity: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    codeIgnore: 'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt bestehen.',
    doneSubject: 'Ihr Helvetax-Konto wurde gelöscht',
    doneIntro: 'Ihr Helvetax-Konto ist gelöscht: Ihr Profil, Ihre Angaben, Nachrichten und alle Unterlagen sind entfernt, und Sie sind überall abgemeldet.',
    doneNothingKept: 'Wir bewahren nichts von Ihnen auf.',
    doneKeptIntro: 'Aufbewahren müssen wir nur:',
    kept: {
      invoice: (n, until) => `${n} Rechnung(en), bis ${until}`,
      payment: (n, until) => `${n} Kartenzahlung(en), bis ${until}`,
    },
    doneKeptReason: 'Das Obligationenrecht (Art. 958f OR) verlangt, Buchungsbelege zehn Jahre aufzubewahren. Sie sind verschlüsselt gespeichert, mit keinem Konto mehr verbunden und werden danach gelöscht.',
  },
  gsw: {
    greeting: 'Grüezi',
    signature: 'S Helvetax-Team',
    codeSubject: 'Ihre Code zum Lösche vo Iirem Helvetax-Konto',
    codeIntro: 'Si wänd Ires Helvetax-Konto mit allne Date und Unterlage lösche. Ihre Bestätigungscode isch:',
    codeValidity: 'De Code gilt 10 Minute und chan nume eimal bruucht wärde.',
    codeIgnore: 'Wenn Si das nöd aagforderet händ, ignoriered Si die E-Mail: Ires Konto blibt bestah.',
    doneSubject: 'Ires Helvetax-Konto isch glöscht',
    doneIntro: 'Ires Helvetax-Konto isch glöscht: Ires Profil, Iri Aagabe, Nachrichte und alli Unterlage sind entfernt, und Si sind überall abgmäldet.',
    doneNothingKept: 'Mir bhalted nüt vo Ihne uf.',
    doneKeptIntro: 'Ufbewahre müend mir nume:',
    kept: {
      invoice: (n, until) => `${n} Rächnig(e), bis ${until}`,
      payment: (n, until) => `${n} Kartezahlig(e), bis ${until}`,
    },
    doneKeptReason: 'S Obligationerächt (Art. 958f OR) verlangt, dass mir Buechigsbeleg zäh Jahr ufbewahred. Si sind verschlüsslet gspeicheret, mit keim Konto meh verbunde und wärded dänn glöscht.',
  },
  en: {
    greeting: 'Hello',
    signature: 'Your Helvetax team',
    codeSubject: 'Your code to delete your Helvetax account',
    codeIntro: 'You asked to delete your Helvetax account with all its data and documents. Your confirmation code is:',
    codeValidity: 'The code is valid for 10 minutes and can be used once.',
    codeIgnore: 'If you did not ask for this, ignore this e-mail: your account stays as it is.',
    doneSubject: 'Your Helvetax account has been deleted',
    doneIntro: 'Your Helvetax account is deleted: your profile, your answers, messages and all documents are gone, and you are signed out everywhere.',
    doneNothingKept: 'We keep nothing about you.',
    doneKeptIntro: 'We only have to keep:',
    kept: {
      invoice: (n, until) => `${n} invoice(s), until ${until}`,
      payment: (n, until) => `${n} card payment(s), until ${until}`,
    },
    doneKeptReason: 'Swiss accounting law (Art. 958f CO) requires business records to be kept for ten years. They are stored encrypted, no longer linked to any account, and deleted afterwards.',
  },
  fr: {
    greeting: 'Bonjour',
    signature: 'Votre équipe Helvetax',
    codeSubject: 'Votre code pour supprimer votre compte Helvetax',
    codeIntro: 'Vous souhaitez supprimer votre compte Helvetax avec toutes vos données et vos documents. Votre code de confirmation est :',
    codeValidity: 'Le code est valable 10 minutes et ne peut être utilisé qu’une seule fois.',
    codeIgnore: 'Si vous n’avez pas fait cette demande, ignorez cet e-mail : votre compte reste inchangé.',
    doneSubject: 'Votre compte Helvetax a été supprimé',
    doneIntro: 'Votre compte Helvetax est supprimé : votre profil, vos réponses, vos messages et tous vos documents ont été effacés, et vous êtes déconnecté partout.',
    doneNothingKept: 'Nous ne conservons rien vous concernant.',
    doneKeptIntro: 'Nous devons seulement conserver :',
    kept: {
      invoice: (n, until) => `${n} facture(s), jusqu’au ${until}`,
      payment: (n, until) => `${n} paiement(s) par carte, jusqu’au ${until}`,
    },
    doneKeptReason: 'Le Code des obligations (art. 958f CO) exige de conserver les pièces comptables pendant dix ans. Elles sont chiffrées, ne sont plus liées à aucun compte et seront ensuite supprimées.',
  },
  it: {
    greeting: 'Buongiorno',
    signature: 'Il Suo team Helvetax',
    codeSubject: 'Il Suo codice per eliminare il Suo account Helvetax',
    codeIntro: 'Lei desidera eliminare il Suo account Helvetax con tutti i dati e i documenti. Il Suo codice di conferma è:',
    codeValidity: 'Il codice è valido 10 minuti e può essere usato una sola volta.',
    codeIgnore: 'Se non ha fatto Lei questa richiesta, ignori questa e-mail: il Suo account resta invariato.',
    doneSubject: 'Il Suo account Helvetax è stato eliminato',
    doneIntro: 'Il Suo account Helvetax è eliminato: il profilo, le Sue risposte, i messaggi e tutti i documenti sono stati cancellati, e la sessione è chiusa ovunque.',
    doneNothingKept: 'Non conserviamo nulla che La riguardi.',
    doneKeptIntro: 'Dobbiamo conservare soltanto:',
    kept: {
      invoice: (n, until) => `${n} fattura/e, fino al ${until}`,
      payment: (n, until) => `${n} pagamento/i con carta, fino al ${until}`,
    },
    doneKeptReason: 'Il Codice delle obbligazioni (art. 958f CO) impone di conservare i documenti contabili per dieci anni. Sono cifrati, non più collegati ad alcun account e verranno poi eliminati.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function html(language: Language, paragraphs: string[], extra = ''): string {
  return `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}${extra}</body></html>`;
}

/** The e-mail carrying the code that confirms the deletion. */
export function deletionCodeEmail(code: string, language: Language): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const text = `${t.greeting}\n\n${t.codeIntro}\n\n    ${code}\n\n${t.codeValidity}\n${t.codeIgnore}\n\n${t.signature}\n`;
  const body = html(language, [t.greeting, t.codeIntro], `\n<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>\n<p>${escapeHtml(t.codeValidity)}<br>${escapeHtml(t.codeIgnore)}</p><p>${escapeHtml(t.signature)}</p>`);
  return { subject: t.codeSubject, text, html: body };
}

/** The confirmation that the account is gone, with what is kept, until when and why. */
export function deletionDoneEmail(retained: RetainedRecord[], language: Language): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const lines = retained.map((r) => t.kept[r.kind](r.count, swissDate(r.keepUntil)));
  const keptText = lines.length ? `${t.doneKeptIntro}\n${lines.map((l) => `- ${l}`).join('\n')}\n${t.doneKeptReason}` : t.doneNothingKept;
  const text = `${t.greeting}\n\n${t.doneIntro}\n\n${keptText}\n\n${t.signature}\n`;
  const keptHtml = lines.length
    ? `<p>${escapeHtml(t.doneKeptIntro)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>${escapeHtml(t.doneKeptReason)}</p>`
    : `<p>${escapeHtml(t.doneNothingKept)}</p>`;
  return { subject: t.doneSubject, text, html: html(language, [t.greeting, t.doneIntro], `\n${keptHtml}<p>${escapeHtml(t.signature)}</p>`) };
}
