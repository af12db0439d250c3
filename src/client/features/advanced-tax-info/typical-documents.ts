import type { TFunction } from 'i18next';
import type en from '@client/locales/en/advancedTaxInfo.json';

type TypicalDocumentsKey = `typicalDocuments.${keyof (typeof en)['typicalDocuments']}`;

/**
 * The documents a Swiss tax office typically expects in a category (about five each), in the
 * interface language; empty for a category without a list.
 */
export function typicalDocuments(t: TFunction<'advancedTaxInfo'>, categoryId: number): string[] {
  const key = `typicalDocuments.c${categoryId}` as TypicalDocumentsKey;
  const list: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}
