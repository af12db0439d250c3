import { z } from 'zod';
import { realEstateSettingsSchema, type Property, type RealEstateSettings } from '@shared/contract/advanced-tax-info';
import { formatRappenForInput, parseChfToRappen } from '@client/lib/chf-amount';

/** The shared schema's limit: at most 20 properties. */
export const MAX_PROPERTIES = 20;

export const PROPERTY_AMOUNT_KEYS = ['taxValueRappen', 'rentalValueRappen', 'mortgageDebtRappen', 'mortgageInterestRappen', 'maintenanceCostsRappen'] as const;
export type PropertyAmountKey = (typeof PROPERTY_AMOUNT_KEYS)[number];

/** A property as the form holds it: amounts as typed. */
export type PropertyFormValues = Omit<Property, PropertyAmountKey> & Record<PropertyAmountKey, string>;
export type RealEstateFormValues = { properties: PropertyFormValues[]; notes: string };

/** A new property: lived in by the owner, flat-rate maintenance, amounts unknown. */
export function emptyProperty(): PropertyFormValues {
  return {
    kind: 'primary_residence',
    location: '',
    taxValueRappen: '',
    rentalValueRappen: '',
    mortgageDebtRappen: '',
    mortgageInterestRappen: '',
    maintenanceCostsRappen: '',
    maintenanceFlatRate: true,
  };
}

export function canAddProperty(count: number): boolean {
  return count < MAX_PROPERTIES;
}

export function realEstateFormValues(saved: RealEstateSettings | null): RealEstateFormValues {
  return {
    notes: saved?.notes ?? '',
    properties: (saved?.properties ?? []).map((property) => ({
      ...property,
      taxValueRappen: formatRappenForInput(property.taxValueRappen),
      rentalValueRappen: formatRappenForInput(property.rentalValueRappen),
      mortgageDebtRappen: formatRappenForInput(property.mortgageDebtRappen),
      mortgageInterestRappen: formatRappenForInput(property.mortgageInterestRappen),
      maintenanceCostsRappen: formatRappenForInput(property.maintenanceCostsRappen),
    })),
  };
}

/** Typed amounts -> Rappen. With the flat rate the effective costs are not used, so none are sent. */
export function propertyFrom(values: PropertyFormValues): Property {
  return {
    ...values,
    taxValueRappen: parseChfToRappen(values.taxValueRappen),
    rentalValueRappen: parseChfToRappen(values.rentalValueRappen),
    mortgageDebtRappen: parseChfToRappen(values.mortgageDebtRappen),
    mortgageInterestRappen: parseChfToRappen(values.mortgageInterestRappen),
    maintenanceCostsRappen: values.maintenanceFlatRate ? null : parseChfToRappen(values.maintenanceCostsRappen),
  };
}

/** Form values -> the shared real-estate schema, so the form and the server check the same rules. */
export const realEstateFormSchema = z
  .custom<RealEstateFormValues>()
  .transform((values): RealEstateSettings => ({ notes: values.notes, properties: values.properties.map(propertyFrom) }))
  .pipe(realEstateSettingsSchema);
