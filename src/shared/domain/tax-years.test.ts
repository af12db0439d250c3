import { describe, expect, it } from 'vitest';
import { defaultTaxYear, historyYears, isTaxYearOpen, taxYearOptions } from './tax-years';

describe('tax-year availability', () => {
  it('offers the previous year open and the current one closed during the year', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(taxYearOptions(now)).toEqual([
      { year: 2025, available: true },
      { year: 2026, available: false },
    ]);
    expect(defaultTaxYear(now)).toBe(2025);
    expect(isTaxYearOpen(2025, now)).toBe(true);
    expect(isTaxYearOpen(2026, now)).toBe(false);
    expect(isTaxYearOpen(2024, now)).toBe(false);
  });

  it('opens a year on 1 January in Swiss time and offers only that year in January', () => {
    // 31 December 23:30 in Zurich is still 2026 there (22:30 UTC).
    const newYearsEve = new Date('2026-12-31T22:30:00Z');
    expect(taxYearOptions(newYearsEve)).toEqual([
      { year: 2025, available: true },
      { year: 2026, available: false },
    ]);
    // 00:30 on 1 January in Zurich is 23:30 UTC on 31 December.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(taxYearOptions(newYear)).toEqual([{ year: 2026, available: true }]);
    expect(defaultTaxYear(newYear)).toBe(2026);
    expect(taxYearOptions(new Date('2027-01-31T12:00:00Z'))).toEqual([{ year: 2026, available: true }]);
    expect(taxYearOptions(new Date('2027-02-01T12:00:00Z'))).toEqual([
      { year: 2026, available: true },
      { year: 2027, available: false },
    ]);
  });

  it('changes the default year at the first instant of the Swiss new year, also when asked again and again', () => {
    // The year is remembered per hour: the last second of the old year and the first of the new
    // one are in different hours, and going back in time (a test clock) reads the old year again.
    const lastSecond = new Date('2026-12-31T22:59:59.999Z');
    const firstSecond = new Date('2026-12-31T23:00:00.000Z');
    expect(defaultTaxYear(lastSecond)).toBe(2025);
    expect(defaultTaxYear(lastSecond)).toBe(2025);
    expect(defaultTaxYear(firstSecond)).toBe(2026);
    expect(defaultTaxYear(lastSecond)).toBe(2025);
    expect(defaultTaxYear(firstSecond)).toBe(2026);
  });

  it('agrees with the Europe/Zurich calendar at every hour of 2025 to 2027 (summer time included)', () => {
    const zurich = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: 'numeric' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 2); t += 3_600_000) {
      for (const at of [new Date(t), new Date(t - 1)]) {
        const parts = Object.fromEntries(zurich.formatToParts(at).map((p) => [p.type, p.value]));
        const year = Number(parts.year);
        expect(defaultTaxYear(at)).toBe(year - 1);
        expect(taxYearOptions(at).length === 1).toBe(Number(parts.month) === 1);
      }
    }
  });

  it('lists five history years from the current one down', () => {
    expect(historyYears(new Date('2026-05-01T00:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
