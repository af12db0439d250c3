import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneAsTyped } from './country-codes';

describe('phone numbers beside their country code', () => {
  it('take off the chosen country code when it is typed again, with + or 00', () => {
    expect(normalizePhone('+41 79 123 45 67', '+41')).toBe('791234567');
    expect(normalizePhone('0041 79 123 45 67', '+41')).toBe('791234567');
    expect(normalizePhone('+41 (0)79 123 45 67', '+41')).toBe('791234567');
    expect(normalizePhone('+423 234 56 78', '+423')).toBe('2345678');
    expect(normalizePhone('+352 621 123 456', '+352')).toBe('621123456');
  });

  it('drop the trunk 0 of national numbers where the country has one', () => {
    expect(normalizePhone('079 123 45 67', '+41')).toBe('791234567');
    expect(normalizePhone('030 1234567', '+49')).toBe('301234567');
    expect(normalizePhone('06 12 34 56 78', '+33')).toBe('612345678');
    expect(normalizePhone('0664 1234567', '+43')).toBe('6641234567');
    expect(normalizePhone('0470 12 34 56', '+32')).toBe('470123456');
  });

  it('keep the leading 0 of Italian numbers, which belongs to the number', () => {
    expect(normalizePhone('02 1234 5678', '+39')).toBe('0212345678');
    expect(normalizePhone('+39 02 1234 5678', '+39')).toBe('0212345678');
  });

  it('leave numbers already stored as national digits alone (normalising twice changes nothing)', () => {
    expect(normalizePhone('791234567', '+41')).toBe('791234567');
    expect(normalizePhone(normalizePhone('+41 79 123 45 67', '+41'), '+41')).toBe('791234567');
  });

  it('keep another country’s prefix as digits rather than guess', () => {
    expect(normalizePhone('+49 30 1234567', '+41')).toBe('49301234567');
  });

  it('keep digits and one leading + while typing', () => {
    expect(phoneAsTyped(' +41 (79) 123-45-67 ')).toBe('+41791234567');
    expect(phoneAsTyped('079 123+45')).toBe('07912345');
    expect(phoneAsTyped('')).toBe('');
  });
});
