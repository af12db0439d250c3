import type { Language } from '@shared/domain/languages';

/**
 * The e-mails a taxpayer gets from their case, in their language (formal: Sie, vous, Lei; Swiss
 * German 'Si'). They only say that something is waiting in the app and link to it: a message's
 * text can hold personal data and never goes into an e-mail.
 */
export type CaseEmailKind = 'new_message' | 'documents_missing' | 'return_ready' | 'completed';

type Texts = {
  greeting: string;
  signature: string;
  subject: Record<CaseEmailKind, (year: number) => string>;
  body: Record<CaseEmailKind, (year: number) => string>;
  link: Record<CaseEmailKind, string>;
};

const TEXTS: Record<Language, Texts> = {
  de: {
    greeting: 'Grüezi',
    signature: 'Ihr Helvetax-Team',
    subject: {
      new_message: (year) => `Neue Nachricht zu Ihrer Steuererklärung ${year}`,
      documents_missing: (year) => `Für Ihre Steuererklärung ${year} fehlen noch Unterlagen`,
      return_ready: (year) => `Ihre Steuererklärung ${year} ist bereit zur Durchsicht`,
      completed: (year) => `Ihre Steuererklärung ${year} wurde eingereicht`,
    },
    body: {
      new_message: (year) => `Unsere Steuerexpertinnen und Steuerexperten haben Ihnen eine neue Nachricht zu Ihrer Steuererklärung ${year} geschrieben.`,
      documents_missing: (year) => `Für Ihre Steuererklärung ${year} benötigen unsere Steuerexpertinnen und Steuerexperten noch Unterlagen von Ihnen. Was fehlt, lesen Sie in der Nachricht in der App; dort können Sie die Unterlagen auch hochladen.`,
      return_ready: (year) => `Ihre fertige Steuererklärung ${year} ist bereit. Bitte laden Sie sie in der App herunter und prüfen Sie sie.`,
      completed: (year) => `Wir haben Ihre Steuererklärung ${year} bei der Steuerverwaltung eingereicht. Ihre Steuererklärung bleibt in der App zum Herunterladen bereit.`,
    },
    link: {
      new_message: 'Sie finden die Nachricht in der Helvetax-App unter «Verlauf»:',
      documents_missing: 'Sie finden die Nachricht in der Helvetax-App unter «Verlauf»:',
      return_ready: 'Zur Helvetax-App:',
      completed: 'Zur Helvetax-App:',
    },
  },
  gsw: {
    greeting: 'Grüezi',
    signature: 'S Helvetax-Team',
    subject: {
      new_message: (year) => `Neui Nachricht zu Iirer Stüürerklärig ${year}`,
      documents_missing: (year) => `Für Iri Stüürerklärig ${year} fähled no Unterlage`,
      return_ready: (year) => `Iri Stüürerklärig ${year} isch parat zum Düreluege`,
      completed: (year) => `Iri Stüürerklärig ${year} isch iigreicht`,
    },
    body: {
      new_message: (year) => `Eusi Stüürexpertinne und Stüürexperte händ Ihne e neui Nachricht zu Iirer Stüürerklärig ${year} gschribe.`,
      documents_missing: (year) => `Für Iri Stüürerklärig ${year} bruuched eusi Stüürexpertinne und Stüürexperte no Unterlage vo Ihne. Was fählt, läsed Si i de Nachricht i de App; det chönd Si d Unterlage au uelade.`,
      return_ready: (year) => `Iri fertigi Stüürerklärig ${year} isch parat. Bitte ladet Si sie i de App abe und lueged Si sie dure.`,
      completed: (year) => `Mir händ Iri Stüürerklärig ${year} bim Stüüramt iigreicht. Iri Stüürerklärig chönd Si i de App wiiterhin abelade.`,
    },
    link: {
      new_message: 'D Nachricht finded Si i de Helvetax-App under «Verlauf»:',
      documents_missing: 'D Nachricht finded Si i de Helvetax-App under «Verlauf»:',
      return_ready: 'Zur Helvetax-App:',
      completed: 'Zur Helvetax-App:',
    },
  },
  en: {
    greeting: 'Hello',
    signature: 'Your Helvetax team',
    subject: {
      new_message: (year) => `New message about your ${year} tax return`,
      documents_missing: (year) => `Documents are missing for your ${year} tax return`,
      return_ready: (year) => `Your ${year} tax return is ready for review`,
      completed: (year) => `Your ${year} tax return has been submitted`,
    },
    body: {
      new_message: (year) => `Our tax experts have sent you a new message about your ${year} tax return.`,
      documents_missing: (year) => `Our tax experts still need some documents from you for your ${year} tax return. The message in the app says what is missing, and you can upload the documents there.`,
      return_ready: (year) => `Your finished ${year} tax return is ready. Please download it in the app and review it.`,
      completed: (year) => `We have submitted your ${year} tax return to the tax authority. Your tax return remains available for download in the app.`,
    },
    link: {
      new_message: 'You will find the message in the Helvetax app under “History”:',
      documents_missing: 'You will find the message in the Helvetax app under “History”:',
      return_ready: 'Open the Helvetax app:',
      completed: 'Open the Helvetax app:',
    },
  },
  fr: {
    greeting: 'Bonjour',
    signature: 'Votre équipe Helvetax',
    subject: {
      new_message: (year) => `Nouveau message concernant votre déclaration d’impôt ${year}`,
      documents_missing: (year) => `Il manque des documents pour votre déclaration d’impôt ${year}`,
      return_ready: (year) => `Votre déclaration d’impôt ${year} est prête à être vérifiée`,
      completed: (year) => `Votre déclaration d’impôt ${year} a été déposée`,
    },
    body: {
      new_message: (year) => `Nos experts fiscaux vous ont envoyé un nouveau message concernant votre déclaration d’impôt ${year}.`,
      documents_missing: (year) => `Nos experts fiscaux ont encore besoin de documents de votre part pour votre déclaration d’impôt ${year}. Le message dans l’application indique ce qui manque ; vous pouvez aussi y téléverser les documents.`,
      return_ready: (year) => `Votre déclaration d’impôt ${year} est prête. Veuillez la télécharger dans l’application et la vérifier.`,
      completed: (year) => `Nous avons déposé votre déclaration d’impôt ${year} auprès de l’administration fiscale. Votre déclaration reste disponible au téléchargement dans l’application.`,
    },
    link: {
      new_message: 'Vous trouverez le message dans l’application Helvetax, sous « Historique » :',
      documents_missing: 'Vous trouverez le message dans l’application Helvetax, sous « Historique » :',
      return_ready: 'Ouvrir l’application Helvetax :',
      completed: 'Ouvrir l’application Helvetax :',
    },
  },
  it: {
    greeting: 'Buongiorno',
    signature: 'Il Suo team Helvetax',
    subject: {
      new_message: (year) => `Nuovo messaggio sulla Sua dichiarazione d’imposta ${year}`,
      documents_missing: (year) => `Mancano documenti per la Sua dichiarazione d’imposta ${year}`,
      return_ready: (year) => `La Sua dichiarazione d’imposta ${year} è pronta per la verifica`,
      completed: (year) => `La Sua dichiarazione d’imposta ${year} è stata inoltrata`,
    },
    body: {
      new_message: (year) => `I nostri esperti fiscali Le hanno inviato un nuovo messaggio sulla Sua dichiarazione d’imposta ${year}.`,
      documents_missing: (year) => `Per la Sua dichiarazione d’imposta ${year} i nostri esperti fiscali hanno ancora bisogno di alcuni documenti. Il messaggio nell’app indica che cosa manca; lì può anche caricare i documenti.`,
      return_ready: (year) => `La Sua dichiarazione d’imposta ${year} è pronta. La scarichi nell’app e la verifichi, per favore.`,
      completed: (year) => `Abbiamo inoltrato la Sua dichiarazione d’imposta ${year} all’amministrazione fiscale. La dichiarazione resta disponibile per il download nell’app.`,
    },
    link: {
      new_message: 'Trova il messaggio nell’app Helvetax, alla voce «Cronologia»:',
      documents_missing: 'Trova il messaggio nell’app Helvetax, alla voce «Cronologia»:',
      return_ready: 'Apra l’app Helvetax:',
      completed: 'Apra l’app Helvetax:',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where each e-mail leads in the app: messages to the History tab, the rest to home. */
export function caseEmailLink(kind: CaseEmailKind, publicOrigin: string, taxYear: number): string {
  const tab = kind === 'new_message' || kind === 'documents_missing' ? 'history' : 'todo';
  return `${publicOrigin}/?tab=${tab}&taxYear=${taxYear}`;
}

export function caseEmail(kind: CaseEmailKind, taxYear: number, appUrl: string, language: Language): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const body = t.body[kind](taxYear);
  const text = `${t.greeting}\n\n${body}\n\n${t.link[kind]}\n${appUrl}\n\n${t.signature}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(body)}</p>
<p>${escapeHtml(t.link[kind])}<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p><p>${escapeHtml(t.signature)}</p></body></html>`;
  return { subject: t.subject[kind](taxYear), text, html };
}
