import type { Language } from '@shared/domain/languages';

type Texts = {
  subject: (year: number) => string;
  greeting: string;
  received: (year: number) => string;
  experts: string;
  follow: string;
  signature: string;
};

const TEXTS: Record<Language, Texts> = {
  de: {
    subject: (year) => `Ihre Steuerunterlagen ${year} sind übermittelt`,
    greeting: 'Grüezi',
    received: (year) => `Wir haben Ihre Steuerunterlagen für das Steuerjahr ${year} erhalten. Vielen Dank!`,
    experts: 'Unsere Steuerexpertinnen und Steuerexperten bereiten jetzt Ihre Steuererklärung vor und werden mit Ihnen Kontakt aufnehmen.',
    follow: 'Wie weit Ihre Steuererklärung ist, sehen Sie jederzeit in der Helvetax-App:',
    signature: 'Ihr Helvetax-Team',
  },
  gsw: {
    subject: (year) => `Iri Stüürunterlage ${year} sind übermittlet`,
    greeting: 'Grüezi',
    received: (year) => `Mir händ Iri Stüürunterlage für s Stüürjahr ${year} übercho. Merci vilmal!`,
    experts: 'Eusi Stüürexpertinne und Stüürexperte mached jetzt Iri Stüürerklärig parat und mälded sich bi Ihne.',
    follow: 'Wie wiit Iri Stüürerklärig isch, gsehnd Si jederziit i de Helvetax-App:',
    signature: 'S Helvetax-Team',
  },
  en: {
    subject: (year) => `Your ${year} tax documents have been transmitted`,
    greeting: 'Hello',
    received: (year) => `We have received your tax documents for the ${year} tax year. Thank you!`,
    experts: 'Our tax experts are now preparing your tax return and will get in touch with you.',
    follow: 'You can follow the progress of your tax return in the Helvetax app at any time:',
    signature: 'Your Helvetax team',
  },
  fr: {
    subject: (year) => `Vos documents fiscaux ${year} ont été transmis`,
    greeting: 'Bonjour',
    received: (year) => `Nous avons bien reçu vos documents fiscaux pour l’année fiscale ${year}. Merci beaucoup !`,
    experts: 'Nos experts fiscaux préparent maintenant votre déclaration d’impôt et prendront contact avec vous.',
    follow: 'Vous pouvez suivre à tout moment l’avancement de votre déclaration dans l’application Helvetax :',
    signature: 'Votre équipe Helvetax',
  },
  it: {
    subject: (year) => `I Suoi documenti fiscali ${year} sono stati trasmessi`,
    greeting: 'Buongiorno',
    received: (year) => `Abbiamo ricevuto i Suoi documenti fiscali per l’anno fiscale ${year}. Grazie mille!`,
    experts: 'I nostri esperti fiscali stanno ora preparando la Sua dichiarazione d’imposta e La contatteranno.',
    follow: 'Può seguire in ogni momento lo stato della Sua dichiarazione nell’app Helvetax:',
    signature: 'Il Suo team Helvetax',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation that a tax year went to the experts, in the language the person uses the app in. */
export function transmissionEmail(taxYear: number, appUrl: string, language: Language): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const text = `${t.greeting}\n\n${t.received(taxYear)}\n\n${t.experts}\n\n${t.follow}\n${appUrl}\n\n${t.signature}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.received(taxYear))}</p><p>${escapeHtml(t.experts)}</p>
<p>${escapeHtml(t.follow)}<br><a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p><p>${escapeHtml(t.signature)}</p></body></html>`;
  return { subject: t.subject(taxYear), text, html };
}
