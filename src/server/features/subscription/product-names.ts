import type { Language } from '@shared/domain/languages';
import type { SubscriptionPlanId } from '@shared/domain/subscription-plans';
import { serverText } from '../../platform/server-texts';

/** Stripe Checkout and the QR bill speak German, French, Italian and English; Swiss German reads German. */
export type PaymentLanguage = 'de' | 'fr' | 'it' | 'en';

export function paymentLanguage(language: Language): PaymentLanguage {
  return language === 'gsw' ? 'de' : language;
}

const PLAN_NAMES: Record<SubscriptionPlanId, string> = { basic: 'Basic', premium: 'Premium' };

/** What the person buys, as the payment page and the invoice name it: 'Helvetax Premium – Steuerjahr 2025'. */
export function planProductName(plan: SubscriptionPlanId, taxYear: number, language: Language): string {
  return serverText(language, 'documents', 'productName', { plan: PLAN_NAMES[plan], year: taxYear });
}
