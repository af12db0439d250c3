import { describe, expect, it } from 'vitest';
import { ahvError, formatAhvAsTyped, isValidAhv } from './ahv';

/** Check digits worked out by hand with the EAN-13 weights (1, 3, 1, 3, … from the left). */
const VALID = [
  '756.1234.5678.97',
  '756.9876.5432.17',
  '756.0000.0000.02',
  '756.9999.9999.91',
  '756.9315.7456.22',
  '756.2480.1357.93',
  '756.5555.4444.31',
];
const MESSAGE = 'Invalid format. Expected: 756.XXXX.XXXX.XX';

describe('AHV number', () => {
  it.each(VALID)('accepts %s', (value) => {
    expect(isValidAhv(value)).toBe(true);
    expect(ahvError(value)).toBeNull();
  });

  it.each(VALID)('refuses every single-digit change of %s', (value) => {
    const positions = [...value].map((ch, i) => (/\d/.test(ch) ? i : -1)).filter((i) => i >= 0);
    expect(positions).toHaveLength(13);
    for (const i of positions) {
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === value[i]) continue;
        const changed = value.slice(0, i) + d + value.slice(i + 1);
        expect(isValidAhv(changed), changed).toBe(false);
        expect(ahvError(changed)).toBe(MESSAGE);
      }
    }
  });

  it('refuses wrong shapes with the spec message', () => {
    for (const bad of ['', '7561234567897', '756.1234.5678.9', '756.1234.5678.977', '757.1234.5678.97', '756-1234-5678-97', '756.123.45678.97']) {
      expect(isValidAhv(bad), bad).toBe(false);
      expect(ahvError(bad)).toBe(MESSAGE);
    }
    expect(ahvError(null)).toBe(MESSAGE);
    expect(isValidAhv(' 756.1234.5678.97 ')).toBe(true);
  });

  it('formats as typed', () => {
    expect(formatAhvAsTyped('')).toBe('');
    expect(formatAhvAsTyped('75')).toBe('75');
    expect(formatAhvAsTyped('756')).toBe('756');
    expect(formatAhvAsTyped('7561')).toBe('756.1');
    expect(formatAhvAsTyped('75612345')).toBe('756.1234.5');
    expect(formatAhvAsTyped('756123456789')).toBe('756.1234.5678.9');
    expect(formatAhvAsTyped('7561234567897')).toBe('756.1234.5678.97');
    expect(formatAhvAsTyped('756123456789712')).toBe('756.1234.5678.97');
    expect(formatAhvAsTyped('756.1234.56a78 97')).toBe('756.1234.5678.97');
  });
});
