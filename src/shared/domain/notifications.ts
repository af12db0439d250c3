import type { Language } from './languages';

/**
 * The to-do items of the notifications bell (spec part 1 §3.7, §4.8): one per rule that
 * applies. Texts live here, not in the client locales, because the server answers them in
 * the user's language.
 */
export type NotificationRuleInput = {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  street?: string | null;
  city?: string | null;
  isTaxProfileComplete?: boolean | null;
  subscriptionPlan?: string | null;
  /** Tax years in which an expert asked for missing documents (tax_year_statuses.documents_requested_at). */
  documentsRequestedYears?: readonly number[];
};

export type NotificationId =
  | 'documents_missing'
  | 'missing_name'
  | 'missing_phone'
  | 'missing_address'
  | 'tax_profile_incomplete'
  | 'missing_subscription';

type Rule = {
  id: NotificationId;
  category: 'profile' | 'tax' | 'documents' | 'address' | 'payment';
  priority: 'high' | 'medium' | 'low';
  actionUrl: string;
  applies: (u: NotificationRuleInput) => boolean;
};

const blank = (v: string | null | undefined) => !v || v.trim().length === 0;

const RULES: Rule[] = [
  // The experts wait for this person: first, whatever else is open. The message with the details
  // is in the History tab.
  { id: 'documents_missing', category: 'documents', priority: 'high', actionUrl: '/?tab=history', applies: (u) => (u.documentsRequestedYears?.length ?? 0) > 0 },
  { id: 'missing_name', category: 'profile', priority: 'high', actionUrl: '/profile', applies: (u) => blank(u.firstName) || blank(u.lastName) },
  { id: 'missing_phone', category: 'profile', priority: 'high', actionUrl: '/profile', applies: (u) => blank(u.phone) },
  { id: 'missing_address', category: 'address', priority: 'medium', actionUrl: '/profile?setup=tax', applies: (u) => blank(u.street) || blank(u.city) },
  { id: 'tax_profile_incomplete', category: 'tax', priority: 'high', actionUrl: '/profile?setup=tax', applies: (u) => u.isTaxProfileComplete !== true },
  { id: 'missing_subscription', category: 'payment', priority: 'medium', actionUrl: '/profile', applies: (u) => blank(u.subscriptionPlan) || u.subscriptionPlan === 'none' },
];

/** `{years}` in a text is replaced by the years it is about ('2024, 2025'). */
type Texts = { title: string; description: string; actionText: string };

const TEXTS: Record<Language, Record<NotificationId, Texts>> = {
  en: {
    documents_missing: { title: 'Documents missing', description: 'Our experts need further documents for tax year {years}. Please read their message in your history.', actionText: 'Read the message' },
    missing_name: { title: 'Add your name', description: 'Your first and last name are needed to file your tax return.', actionText: 'Open profile' },
    missing_phone: { title: 'Add your phone number', description: 'Our experts need a phone number to reach you with questions.', actionText: 'Open profile' },
    missing_address: { title: 'Add your tax address', description: 'Street and city of your tax address are missing.', actionText: 'Add address' },
    tax_profile_incomplete: { title: 'Complete your tax profile', description: 'Answer the tax questionnaire so we know which documents you need.', actionText: 'Start questionnaire' },
    missing_subscription: { title: 'Choose a plan', description: 'A subscription plan is needed before documents can be submitted.', actionText: 'Choose plan' },
  },
  de: {
    documents_missing: { title: 'Unterlagen fehlen', description: 'Unsere Fachleute brauchen weitere Unterlagen für das Steuerjahr {years}. Bitte lesen Sie ihre Nachricht im Verlauf.', actionText: 'Nachricht lesen' },
    missing_name: { title: 'Namen ergänzen', description: 'Vor- und Nachname werden für Ihre Steuererklärung benötigt.', actionText: 'Profil öffnen' },
    missing_phone: { title: 'Telefonnummer ergänzen', description: 'Unsere Fachleute brauchen eine Telefonnummer für Rückfragen.', actionText: 'Profil öffnen' },
    missing_address: { title: 'Steueradresse ergänzen', description: 'Strasse und Ort Ihrer Steueradresse fehlen.', actionText: 'Adresse erfassen' },
    tax_profile_incomplete: { title: 'Steuerprofil vervollständigen', description: 'Beantworten Sie den Steuerfragebogen, damit wir wissen, welche Unterlagen Sie brauchen.', actionText: 'Fragebogen starten' },
    missing_subscription: { title: 'Abo wählen', description: 'Vor dem Einreichen der Unterlagen ist ein Abo nötig.', actionText: 'Abo wählen' },
  },
  gsw: {
    documents_missing: { title: 'Es fähled Unterlage', description: 'Üsi Fachlüüt bruuched no Unterlage fürs Stüürjohr {years}. Läsed Si ihri Nachricht im Verlauf.', actionText: 'Nachricht läse' },
    missing_name: { title: 'Name ergänze', description: 'Vor- und Nachname bruuchts für Ihri Stüürerklärig.', actionText: 'Profil uftue' },
    missing_phone: { title: 'Telefonnummere ergänze', description: 'Üsi Fachlüüt bruuched e Telefonnummere für Rückfroge.', actionText: 'Profil uftue' },
    missing_address: { title: 'Stüüradrässe ergänze', description: 'Strass und Ort vo Ihrere Stüüradrässe fähled.', actionText: 'Adrässe erfasse' },
    tax_profile_incomplete: { title: 'Stüürprofil fertig mache', description: 'Beantworted Si de Stüürfrogeboge, damit mir wüssed, weli Unterlage Si bruuched.', actionText: 'Frogeboge starte' },
    missing_subscription: { title: 'Abo wähle', description: 'Bevor Si Unterlage iireiched, bruuchts es Abo.', actionText: 'Abo wähle' },
  },
  fr: {
    documents_missing: { title: 'Documents manquants', description: 'Nos experts ont besoin d’autres documents pour l’année fiscale {years}. Veuillez lire leur message dans votre historique.', actionText: 'Lire le message' },
    missing_name: { title: 'Ajoutez votre nom', description: 'Vos prénom et nom sont nécessaires pour votre déclaration d’impôt.', actionText: 'Ouvrir le profil' },
    missing_phone: { title: 'Ajoutez votre numéro de téléphone', description: 'Nos experts ont besoin d’un numéro pour vous joindre en cas de question.', actionText: 'Ouvrir le profil' },
    missing_address: { title: 'Ajoutez votre adresse fiscale', description: 'La rue et la localité de votre adresse fiscale manquent.', actionText: 'Saisir l’adresse' },
    tax_profile_incomplete: { title: 'Complétez votre profil fiscal', description: 'Répondez au questionnaire fiscal pour savoir quels documents fournir.', actionText: 'Commencer le questionnaire' },
    missing_subscription: { title: 'Choisissez un abonnement', description: 'Un abonnement est nécessaire avant de soumettre des documents.', actionText: 'Choisir un abonnement' },
  },
  it: {
    documents_missing: { title: 'Mancano dei documenti', description: 'I nostri esperti hanno bisogno di altri documenti per l’anno fiscale {years}. Legga il loro messaggio nella cronologia.', actionText: 'Leggere il messaggio' },
    missing_name: { title: 'Aggiunga il Suo nome', description: 'Nome e cognome servono per la Sua dichiarazione d’imposta.', actionText: 'Aprire il profilo' },
    missing_phone: { title: 'Aggiunga il Suo numero di telefono', description: 'I nostri esperti hanno bisogno di un numero per contattarLa in caso di domande.', actionText: 'Aprire il profilo' },
    missing_address: { title: 'Aggiunga il Suo indirizzo fiscale', description: 'Mancano via e località del Suo indirizzo fiscale.', actionText: 'Inserire l’indirizzo' },
    tax_profile_incomplete: { title: 'Completi il Suo profilo fiscale', description: 'Risponda al questionario fiscale, così sappiamo quali documenti Le servono.', actionText: 'Iniziare il questionario' },
    missing_subscription: { title: 'Scelga un abbonamento', description: 'Serve un abbonamento prima di inviare i documenti.', actionText: 'Scegliere l’abbonamento' },
  },

};

export type Notification = {
  id: NotificationId;
  title: string;
  description: string;
  category: Rule['category'];
  priority: Rule['priority'];
  actionUrl: string;
  actionText: string;
};

export function notificationsFor(user: NotificationRuleInput, language: Language): Notification[] {
  const years = (user.documentsRequestedYears ?? []).join(', ');
  const fill = (text: string) => text.replaceAll('{years}', years);
  return RULES.filter((r) => r.applies(user)).map((r) => {
    const texts = TEXTS[language][r.id];
    return {
      id: r.id,
      category: r.category,
      priority: r.priority,
      actionUrl: r.actionUrl,
      title: fill(texts.title),
      description: fill(texts.description),
      actionText: fill(texts.actionText),
    };
  });
}

/** Badge text of the bell: nothing for zero, the count up to 9, then '9+'. */
export function notificationBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
