import { describe, expect, it } from 'vitest';
import { amountRappenSchema } from '@shared/contract/advanced-tax-info';
import { MAX_AMOUNT_RAPPEN, formatRappenAsChf, formatRappenForInput, parseChfToRappen, tidyChfInput } from './chf-amount';

describe('parseChfToRappen', () => {
  it.each([
    ['1250', 125_000],
    ['1’250.50', 125_050],
    ["1'250.5", 125_050],
    ['1 250', 125_000],
    ['1\u202f250', 125_000],
    ['1250,50', 125_050],
    ['1250,5', 125_050],
    ['1250.', 125_000],
    ['1250.–', 125_000],
    ['1250.-', 125_000],
    ['CHF 1’250', 125_000],
    ['Fr. 80', 8_000],
    ['  99.95  ', 9_995],
    ['.5', 50],
    ['0', 0],
    ['0.05', 5],
    ['007', 700],
    ['1’000’000', 100_000_000],
    ['100’000’000', MAX_AMOUNT_RAPPEN],
  ])('reads %j as %i Rappen', (text, rappen) => {
    expect(parseChfToRappen(text)).toBe(rappen);
  });

  it('reads empty text as unknown (null)', () => {
    expect(parseChfToRappen('')).toBeNull();
    expect(parseChfToRappen('   ')).toBeNull();
  });

  it.each(['-5', '12.345', '1.250', '1,250', '1.2.3', 'abc', '12a', '.', ',', '1e5', '100’000’000.01', '9999999999'])('refuses %j', (text) => {
    expect(parseChfToRappen(text)).toBeNaN();
  });

  it('gives values the shared amount schema accepts, and NaN that it refuses with amountInvalid', () => {
    expect(amountRappenSchema.safeParse(parseChfToRappen('1’250.50')).success).toBe(true);
    const refused = amountRappenSchema.safeParse(parseChfToRappen('1.250'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('amountInvalid');
  });
});

describe('formatRappenForInput', () => {
  it('writes whole francs without decimals and grouped with the Swiss apostrophe', () => {
    expect(formatRappenForInput(125_000)).toBe('1’250');
    expect(formatRappenForInput(100_000_000)).toBe('1’000’000');
    expect(formatRappenForInput(0)).toBe('0');
  });

  it('writes cents with two digits', () => {
    expect(formatRappenForInput(125_050)).toBe('1’250.50');
    expect(formatRappenForInput(5)).toBe('0.05');
  });

  it('writes nothing for an unknown amount', () => {
    expect(formatRappenForInput(null)).toBe('');
    expect(formatRappenForInput(undefined)).toBe('');
  });

  it('round-trips through the parser', () => {
    for (const rappen of [0, 1, 99, 100, 123_456_789, MAX_AMOUNT_RAPPEN]) {
      expect(parseChfToRappen(formatRappenForInput(rappen))).toBe(rappen);
    }
  });
});

describe('formatRappenAsChf', () => {
  it('shows de-CH amounts with two decimals', () => {
    expect(formatRappenAsChf(123_450)).toBe('CHF 1’234.50');
    expect(formatRappenAsChf(0)).toBe('CHF 0.00');
    expect(formatRappenAsChf(5)).toBe('CHF 0.05');
  });
});

describe('tidyChfInput', () => {
  it('tidies an amount and leaves wrong text for the person to correct', () => {
    expect(tidyChfInput('1250.5')).toBe('1’250.50');
    expect(tidyChfInput('1.250')).toBe('1.250');
    expect(tidyChfInput('')).toBe('');
  });
});
