import { describe, expect, it } from 'vitest';
import { isBirthDateInFuture, swissToday } from './birth-dates';

describe('birth dates', () => {
  it('takes today from the Swiss calendar, not UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich (UTC+1 in winter).
    expect(swissToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    // 22:30 UTC in summer is 00:30 the next day in Zurich (UTC+2).
    expect(swissToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(swissToday(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
  });

  it('refuses only dates after today', () => {
    const now = new Date('2026-11-16T09:00:00Z');
    expect(isBirthDateInFuture('2026-11-16', now)).toBe(false);
    expect(isBirthDateInFuture('2015-02-28', now)).toBe(false);
    expect(isBirthDateInFuture('2026-11-17', now)).toBe(true);
    expect(isBirthDateInFuture('2031-01-01', now)).toBe(true);
    // Just after midnight in Zurich a child born "today" is accepted although UTC is a day behind.
    expect(isBirthDateInFuture('2026-11-17', new Date('2026-11-16T23:30:00Z'))).toBe(false);
  });
});
