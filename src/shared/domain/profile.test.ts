import { describe, expect, it } from 'vitest';
import { personalProfileFormSchema, profileUpdateBodySchema } from '../contract/user';
import { hasRequiredPersonalFields, isProfileComplete, joinName, splitLegacyName } from './profile';
import { languageFromHeader } from './languages';

describe('personal profile', () => {
  it('is complete with first name, last name, phone and accepted terms', () => {
    const p = { firstName: 'Anna', lastName: 'Muster', phone: '079', agreeToTerms: true };
    expect(isProfileComplete(p)).toBe(true);
    expect(isProfileComplete({ ...p, agreeToTerms: false })).toBe(false);
    expect(isProfileComplete({ ...p, lastName: '  ' })).toBe(false);
    expect(hasRequiredPersonalFields({ firstName: 'A', lastName: 'B', phone: '' })).toBe(false);
  });

  it('joins and splits names', () => {
    expect(joinName('Anna', 'Muster')).toBe('Anna Muster');
    expect(joinName('Anna', null)).toBe('Anna');
    expect(splitLegacyName('Anna Maria Muster')).toEqual({ firstName: 'Anna', lastName: 'Maria Muster' });
    expect(splitLegacyName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('validates the form with the spec messages and keeps the national digits of the phone', () => {
    const ok = personalProfileFormSchema.safeParse({ firstName: 'Anna', lastName: 'Muster', phone: '+41 (79) 123-45-67', countryCode: '+41' });
    expect(ok.success && ok.data.phone).toBe('791234567');
    const onlyPrefix = personalProfileFormSchema.safeParse({ firstName: 'Anna', lastName: 'Muster', phone: '0041', countryCode: '+41' });
    expect(onlyPrefix.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', 'phoneRequired']]);
    const bad = personalProfileFormSchema.safeParse({ firstName: '', lastName: '', phone: '--', countryCode: '+41' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['firstNameRequired', 'lastNameRequired', 'phoneRequired']);
  });

  it('drops fields that are not profile fields', () => {
    const parsed = profileUpdateBodySchema.parse({ firstName: 'A', role: 'admin', id: 3, isTaxProfileComplete: true });
    expect(parsed).toEqual({ firstName: 'A' });
  });

  it('reads the language from Accept-Language, German by default', () => {
    expect(languageFromHeader('fr-CH,fr;q=0.9')).toBe('fr');
    expect(languageFromHeader('gsw')).toBe('gsw');
    expect(languageFromHeader('es')).toBe('de');
    expect(languageFromHeader(undefined)).toBe('de');
  });
});
