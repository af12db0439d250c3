import type { Language } from '@shared/domain/languages';

type Texts = { subject: string; greeting: string; intro: string; validity: string; ignore: string; signature: string };

const TEXTS: Record<Language, Texts> = {
  de: {
    subject: 'Ihr Helvetax-Anmeldecode',
    greeting: 'Grüezi',
    intro: 'Ihr Code für die Anmeldung bei Helvetax lautet:',
    validity: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    ignore: 'Falls Sie diese Anmeldung nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Helvetax-Team',
  },
  gsw: {
    subject: 'Din Helvetax-Aamäldecode',
    greeting: 'Grüezi',
    intro: 'Din Code für d Aamäldig bi Helvetax isch:',
    validity: 'De Code gilt 10 Minute und chan nume eimal bruucht wärde.',
    ignore: 'Wenn du die Aamäldig nöd aagforderet häsch, chasch das Mail eifach ignoriere.',
    signature: 'Dis Helvetax-Team',
  },
  en: {
    subject: 'Your Helvetax sign-in code',
    greeting: 'Hello',
    intro: 'Your code to sign in to Helvetax is:',
    validity: 'The code is valid for 10 minutes and can be used once.',
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
    signature: 'Your Helvetax team',
  },
  fr: {
    subject: 'Votre code de connexion Helvetax',
    greeting: 'Bonjour',
    intro: 'Votre code pour vous connecter à Helvetax est :',
    validity: 'Le code est valable 10 minutes et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’avez pas demandé cette connexion, vous pouvez ignorer cet e-mail.',
    signature: 'Votre équipe Helvetax',
  },
  it: {
    subject: 'Il tuo codice di accesso Helvetax',
    greeting: 'Buongiorno',
    intro: 'Il tuo codice per accedere a Helvetax è:',
    validity: 'Il codice è valido 10 minuti e può essere usato una sola volta.',
    ignore: 'Se non hai richiesto l’accesso, puoi ignorare questa e-mail.',
    signature: 'Il tuo team Helvetax',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail carrying a sign-in code, in the language the person uses the app in. */
export function signInEmail(code: string, language: Language): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const text = `${t.greeting}\n\n${t.intro}\n\n    ${code}\n\n${t.validity}\n${t.ignore}\n\n${t.signature}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p><p>${escapeHtml(t.signature)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
