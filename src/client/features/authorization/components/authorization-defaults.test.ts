import { describe, expect, it } from 'vitest';
import type { User } from '@shared/contract/user-answer';
import { authorizationFormDefaults } from './authorization-defaults';

const profile = (fields: Partial<User>) => fields as User;

describe('authorizationFormDefaults', () => {
  it('takes canton, tax number and AHV number from the profile, all cards on, consent not given', () => {
    expect(authorizationFormDefaults(null, profile({ cantonOfResidence: 'bern', taxAddress: '123456789', ahvNumber: '7561234567897' }))).toEqual({
      taxAddressEnabled: true,
      ahvNumberEnabled: true,
      powerOfAttorneyEnabled: true,
      canton: 'bern',
      tinNumber: '123.456.789',
      ahvNumber: '756.1234.5678.97',
      powerOfAttorneyAccepted: false,
    });
  });

  it('starts empty without a profile canton, and never uses a number without its canton', () => {
    const defaults = authorizationFormDefaults(null, profile({ cantonOfResidence: null, taxAddress: '123.456.789', ahvNumber: null }));
    expect(defaults.canton).toBeNull();
    expect(defaults.tinNumber).toBe('');
    expect(defaults.ahvNumber).toBe('');
    expect(authorizationFormDefaults(null, undefined).canton).toBeNull();
  });

  it('shows saved settings as saved', () => {
    const saved = {
      taxAddressEnabled: false,
      ahvNumberEnabled: false,
      powerOfAttorneyEnabled: true,
      canton: null,
      tinNumber: '',
      ahvNumber: '',
      powerOfAttorneyAccepted: true,
    };
    expect(authorizationFormDefaults(saved, profile({ cantonOfResidence: 'bern' }))).toBe(saved);
  });
});
