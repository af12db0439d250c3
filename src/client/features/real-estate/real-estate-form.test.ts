import { describe, expect, it } from 'vitest';
import { canAddProperty, emptyProperty, propertyFrom, realEstateFormSchema, realEstateFormValues } from './real-estate-form';

describe('real estate form', () => {
  it('allows up to 20 properties', () => {
    expect(canAddProperty(19)).toBe(true);
    expect(canAddProperty(20)).toBe(false);
  });

  it('reads typed amounts and leaves empty ones unknown', () => {
    const property = { ...emptyProperty(), kind: 'rental' as const, location: 'Winterthur ZH', taxValueRappen: '650’000', rentalValueRappen: '24000', mortgageInterestRappen: '' };
    expect(propertyFrom(property)).toEqual({
      kind: 'rental',
      location: 'Winterthur ZH',
      taxValueRappen: 65_000_000,
      rentalValueRappen: 2_400_000,
      mortgageDebtRappen: null,
      mortgageInterestRappen: null,
      maintenanceCostsRappen: null,
      maintenanceFlatRate: true,
    });
  });

  it('sends effective maintenance costs only without the flat rate', () => {
    const property = { ...emptyProperty(), maintenanceCostsRappen: '3’200' };
    expect(propertyFrom(property).maintenanceCostsRappen).toBeNull();
    expect(propertyFrom({ ...property, maintenanceFlatRate: false }).maintenanceCostsRappen).toBe(320_000);
    // A leftover wrong amount behind the flat rate does not block the save.
    expect(realEstateFormSchema.safeParse({ notes: '', properties: [{ ...property, maintenanceCostsRappen: 'x' }] }).success).toBe(true);
  });

  it('refuses a wrong amount at its property and field', () => {
    const result = realEstateFormSchema.safeParse({ notes: '', properties: [emptyProperty(), { ...emptyProperty(), mortgageDebtRappen: '-5' }] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['properties.1.mortgageDebtRappen', 'amountInvalid']]);
  });

  it('round-trips saved settings through the form', () => {
    const saved = {
      notes: 'Sold the flat in Bern in May',
      properties: [
        {
          kind: 'primary_residence' as const,
          location: 'Thun BE',
          taxValueRappen: 48_000_000,
          rentalValueRappen: 1_850_050,
          mortgageDebtRappen: 40_000_000,
          mortgageInterestRappen: 612_000,
          maintenanceCostsRappen: 950_000,
          maintenanceFlatRate: false,
        },
      ],
    };
    expect(realEstateFormValues(saved).properties[0]?.rentalValueRappen).toBe('18’500.50');
    expect(realEstateFormSchema.parse(realEstateFormValues(saved))).toEqual(saved);
  });
});
