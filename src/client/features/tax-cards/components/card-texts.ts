import type { TFunction } from 'i18next';
import { cantonBySlug } from '@shared/domain/cantons';
import type { Language } from '@shared/domain/languages';
import type { RelevanceReason, TaxCard } from '@shared/domain/tax-cards';

type T = TFunction<'taxCards'>;

const MARITAL = ['individual', 'married', 'separated', 'divorced', 'widowed', 'company'] as const;
const EMPLOYMENT = ['employed', 'self-employed', 'farmer', 'mixed', 'retired', 'unemployed'] as const;

function known<V extends string>(values: readonly V[], value: unknown): V | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as V) : undefined;
}

/** Why a card applies, in the person's language, from the shared rule's key and params. */
export function reasonText(t: T, reason: RelevanceReason, language: Language): string {
  const params = reason.params ?? {};
  switch (reason.key) {
    case 'children':
      return t('reasons.children', { count: Number(params.count ?? 0) });
    case 'multipleProperties':
      return t('reasons.multipleProperties', { count: Number(params.count ?? 0) });
    case 'maritalStatus': {
      const status = known(MARITAL, params.status);
      return t('reasons.maritalStatus', { status: status ? t(`maritalStatuses.${status}`) : String(params.status ?? '') });
    }
    case 'employmentType': {
      const type = known(EMPLOYMENT, params.type);
      return t('reasons.employmentType', { type: type ? t(`employmentTypes.${type}`) : String(params.type ?? '') });
    }
    case 'canton': {
      const canton = cantonBySlug(String(params.canton ?? ''));
      return t('reasons.canton', { canton: canton ? canton.names[language] : String(params.canton ?? ''), code: canton?.code ?? '' });
    }
    default:
      return t(`reasons.${reason.key}`);
  }
}

/** 'Not applicable - ' followed by the profile answers the card depends on. */
export function notApplicableText(t: T, card: Pick<TaxCard, 'requiredFields'>): string {
  return t('card.notApplicable', { fields: card.requiredFields.map((field) => t(`fields.${field}`)).join(', ') });
}
