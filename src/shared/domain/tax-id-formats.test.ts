import { describe, expect, it } from 'vitest';
import { CANTONS } from './cantons';
import { TAX_ID_FORMATS, formatTaxIdAsTyped, isValidTaxId, taxIdError, taxIdFormatFor } from './tax-id-formats';

/** Part 2 §5, written out per canton: a number that fits and one that does not. */
const CASES = [
  { code: 'AG', format: 'XXXX.XXXX.XX', valid: '1234.5678.90', invalid: '123.456.789' },
  { code: 'AI', format: 'XXX.XXX.XX', valid: '123.456.78', invalid: '123.456.789' },
  { code: 'AR', format: 'XXX.XXX.XX', valid: '987.654.32', invalid: '987-654-32' },
  { code: 'BL', format: 'XXX.XXX.XX', valid: '100.200.30', invalid: '1002.0030' },
  { code: 'BS', format: 'XXX.XXX.XX', valid: '555.444.33', invalid: '55544433' },
  { code: 'GL', format: 'XXX.XXX.XX', valid: '123.456.78', invalid: '123.456.7' },
  { code: 'NW', format: 'XXX.XXX.XX', valid: '000.111.22', invalid: '000.111.2a' },
  { code: 'OW', format: 'XXX.XXX.XX', valid: '321.654.98', invalid: '321.654.987' },
  { code: 'SH', format: 'XXX.XXX.XX', valid: '111.222.33', invalid: '1234.5678.90' },
  { code: 'SZ', format: 'XXX.XXX.XX', valid: '246.802.46', invalid: '246 802 46' },
  { code: 'UR', format: 'XXX.XXX.XX', valid: '135.791.35', invalid: '135.791' },
  { code: 'ZG', format: 'XXX.XXX.XX', valid: '999.888.77', invalid: '999.888.77.6' },
  { code: 'BE', format: 'XXX.XXX.XXX', valid: '123.456.789', invalid: '123.456.78' },
  { code: 'GE', format: 'XXX.XXX.XXX', valid: '987.654.321', invalid: '987-654-321' },
  { code: 'GR', format: 'XXX.XXX.XXX', valid: '111.222.333', invalid: '111222333' },
  { code: 'LU', format: 'XXX.XXX.XXX', valid: '444.555.666', invalid: '444.555.6666' },
  { code: 'SG', format: 'XXX.XXX.XXX', valid: '777.888.999', invalid: '777.888.99' },
  { code: 'SO', format: 'XXX.XXX.XXX', valid: '101.202.303', invalid: '1012.0230.3' },
  { code: 'TG', format: 'XXX.XXX.XXX', valid: '321.321.321', invalid: '321,321,321' },
  { code: 'TI', format: 'XXX.XXX.XXX', valid: '654.321.987', invalid: 'abc.def.ghi' },
  { code: 'ZH', format: 'XXX.XXX.XXX', valid: '123.456.789', invalid: '1234.5678.90' },
  { code: 'FR', format: 'XXX-XXX-XXX', valid: '123-456-789', invalid: '123.456.789' },
  { code: 'NE', format: 'XXX-XXX-XXX', valid: '987-654-321', invalid: '987-654-32' },
  { code: 'VD', format: 'XXX-XXX-XXX', valid: '111-222-333', invalid: '111-222-333-4' },
  { code: 'VS', format: 'XXX-XXX-XXX', valid: '555-666-777', invalid: '555666777' },
  { code: 'JU', format: 'XXX-XXX-XX', valid: '123-456-78', invalid: '123-456-789' },
] as const;

describe('tax ID formats', () => {
  it('covers all 26 cantons once', () => {
    expect(TAX_ID_FORMATS).toHaveLength(26);
    expect(new Set(CASES.map((c) => c.code))).toEqual(new Set(CANTONS.map((c) => c.code)));
  });

  describe.each(CASES)('$code', ({ code, format, valid, invalid }) => {
    it(`accepts ${valid} and refuses ${invalid}`, () => {
      expect(taxIdFormatFor(code)?.format).toBe(format);
      expect(isValidTaxId(valid, code)).toBe(true);
      expect(taxIdError(valid, code)).toBeNull();
      expect(isValidTaxId(invalid, code)).toBe(false);
      expect(taxIdError(invalid, code)).toBe(`Invalid format. Expected: ${format}`);
    });

    it('formats the digits as they are typed', () => {
      const digits = valid.replace(/\D/g, '');
      expect(formatTaxIdAsTyped(digits, code)).toBe(valid);
      expect(formatTaxIdAsTyped(`${digits}99`, code)).toBe(valid);
      const placeholder = taxIdFormatFor(code)!.placeholder;
      expect(isValidTaxId(placeholder, code)).toBe(true);
    });
  });

  it('looks the format up by slug as well as by code', () => {
    expect(taxIdFormatFor('zuerich')?.code).toBe('ZH');
    expect(taxIdFormatFor('zh')?.code).toBe('ZH');
    expect(taxIdFormatFor('genf')?.format).toBe('XXX.XXX.XXX');
    expect(taxIdFormatFor('unknown')).toBeUndefined();
    expect(isValidTaxId('123.456.789', 'zuerich')).toBe(true);
  });

  it('inserts separators only in front of a group that has begun', () => {
    expect(formatTaxIdAsTyped('', 'ZH')).toBe('');
    expect(formatTaxIdAsTyped('1', 'ZH')).toBe('1');
    expect(formatTaxIdAsTyped('123', 'ZH')).toBe('123');
    expect(formatTaxIdAsTyped('1234', 'ZH')).toBe('123.4');
    expect(formatTaxIdAsTyped('12345', 'ZH')).toBe('123.45');
    expect(formatTaxIdAsTyped('1234567', 'ZH')).toBe('123.456.7');
    expect(formatTaxIdAsTyped('12345', 'AG')).toBe('1234.5');
    expect(formatTaxIdAsTyped('123456789', 'AG')).toBe('1234.5678.9');
    expect(formatTaxIdAsTyped('1234', 'VD')).toBe('123-4');
    expect(formatTaxIdAsTyped('123456789', 'JU')).toBe('123-456-78');
  });

  it('keeps only digits, so typing over a formatted value or pasting with other marks works', () => {
    expect(formatTaxIdAsTyped('123.45', 'ZH')).toBe('123.45');
    expect(formatTaxIdAsTyped('123.456', 'ZH')).toBe('123.456');
    expect(formatTaxIdAsTyped('12a3-4 5', 'ZH')).toBe('123.45');
    expect(formatTaxIdAsTyped('123-456-789', 'ZH')).toBe('123.456.789');
  });

  it('gives each canton a placeholder and an info text naming the tax letter', () => {
    for (const f of TAX_ID_FORMATS) {
      expect(f.placeholder.replace(/\d/g, 'X')).toBe(f.format);
      expect(f.info).toContain(`${f.digitCount}-digit tax number on your tax letter`);
    }
    expect(taxIdFormatFor('ZH')!.placeholder).toBe('123.456.789');
    expect(taxIdFormatFor('AG')!.placeholder).toBe('1234.5678.90');
  });

  it('asks for a canton when none is chosen', () => {
    expect(isValidTaxId('123.456.789', null)).toBe(false);
    expect(taxIdError('123.456.789', '')).toBe('Missing info: select canton');
    expect(formatTaxIdAsTyped('12a345', null)).toBe('12345');
    expect(taxIdError(null, 'ZH')).toBe('Invalid format. Expected: XXX.XXX.XXX');
  });
});
