import type { Language } from '@shared/domain/languages';
import type { SubscriptionPlanId } from '@shared/domain/subscription-plans';

/** Stripe Checkout and the QR bill speak German, French, Italian and English; Swiss German reads German. */
export type PaymentLanguage = 'de' | 'fr' | 'it' | 'en';

export function paymentLanguage(language: Language): PaymentLanguage {
  return language === 'gsw' ? 'de' : language;
}

const PLAN_NAMES: Record<SubscriptionPlanId, string> = { basic: 'Basic', premium: 'Premium' };

const TAX_YEAR: Record<PaymentLanguage, string> = {
  de: 'Steuerjahr',
  fr: 'année fiscale',
  it: 'anno fiscale',
  en: 'tax year',
};

/** What the person buys, as the payment page and the invoice name it: 'Helvetax Premium – Steuerjahr 2025'. */
export function planProductName(plan: SubscriptionPlanId, taxYear: number, language: PaymentLanguage): string {
  return `Helvetax ${PLAN_NAMES[plan]} – ${TAX_YEAR[language]} ${taxYear}`;
}
