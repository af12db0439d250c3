import { describe, expect, it } from 'vitest';
import { idSchema, MAX_ID, multilineTextSchema, taxYearSchema, textSchema } from './primitives';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('textSchema', () => {
  const name = textSchema(10);
  it('trims and accepts ordinary text, umlauts and emoji included', () => {
    expect(name.parse('  Zoë 😀 ')).toBe('Zoë 😀');
    expect(name.parse('')).toBe('');
  });
  it.each(['a\u0000b', '\u0007', 'a\tb', 'a\nb', 'a\rb', '\u001b[31m', 'a\u007f', 'a\u0085', '\ud800', 'a\udc00b', '😀'.slice(1)])(
    'refuses control characters and lone surrogates (%j)',
    (value) => {
      expect(firstMessage(name.safeParse(value))).toBe('textControlCharacters');
    },
  );
  it('refuses text over its length, and megabytes of blanks before trimming', () => {
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('textTooLong');
    expect(name.safeParse(` ${'x'.repeat(10)} `).success).toBe(true);
    expect(firstMessage(name.safeParse(' '.repeat(100_000)))).toBe('textTooLong');
  });
  it('refuses blank required text with its own key', () => {
    const required = textSchema(10, { required: 'firstNameRequired' });
    expect(firstMessage(required.safeParse('   '))).toBe('firstNameRequired');
    expect(firstMessage(required.safeParse(undefined))).toBe('firstNameRequired');
  });
  it('allows line feeds and tabs only in several lines of text', () => {
    const message = multilineTextSchema(100, { required: 'messageEmpty' });
    expect(message.parse('Grüezi\n\tmiteinander')).toBe('Grüezi\n\tmiteinander');
    expect(firstMessage(message.safeParse('a\u0000b'))).toBe('textControlCharacters');
    expect(firstMessage(message.safeParse('a\u000bb'))).toBe('textControlCharacters');
    expect(firstMessage(message.safeParse(''))).toBe('messageEmpty');
  });
});

describe('idSchema', () => {
  const id = idSchema('userIdInvalid');
  it('takes JSON numbers and decimal digits', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(String(MAX_ID))).toBe(MAX_ID);
  });
  it.each([0, -1, 1.5, 2_147_483_648, 1e21, Number.NaN, '0', '-1', '1.5', '1e3', '0x10', ' 1', '+1', '', '2147483648', '99999999999', null, true, [1], {}])(
    'refuses %j',
    (value) => {
      expect(firstMessage(id.safeParse(value))).toBe('userIdInvalid');
    },
  );
});

describe('taxYearSchema', () => {
  it('takes 2000 to 2100 as a number or four digits, nothing else', () => {
    expect(taxYearSchema.parse(2025)).toBe(2025);
    expect(taxYearSchema.parse('2025')).toBe(2025);
    for (const value of [1999, 2101, 2025.5, '2e3', '02025', ' 2025', 'abc']) expect(firstMessage(taxYearSchema.safeParse(value))).toBe('taxYearInvalid');
  });
});
