/**
 * Tax-year availability (spec part 1 §4.6). Filing for a year opens on 1 January of the
 * following year. In January only the previous year is offered; otherwise the previous and
 * the current year, the current one shown disabled because it is not yet open.
 */
export type TaxYearOption = { year: number; available: boolean };

/**
 * Swiss local time is UTC+1 in winter (CET) and UTC+2 in summer (CEST). Both moments these rules
 * need, New Year and the first of February, always fall in winter time, so the Swiss year and
 * "is it January in Switzerland" are exact in plain arithmetic on UTC+1. No time-zone formatter:
 * building one costs about 60 ms on a slow phone when the app starts, and the server asks on
 * most requests.
 */
const CET_OFFSET_MS = 3_600_000;

/** Calendar year in Switzerland; tax deadlines follow Swiss local time, not UTC. */
export function swissCalendarYear(now: Date): number {
  return new Date(now.getTime() + CET_OFFSET_MS).getUTCFullYear();
}

function isJanuaryInSwitzerland(now: Date): boolean {
  return new Date(now.getTime() + CET_OFFSET_MS).getUTCMonth() === 0;
}

export function taxYearOptions(now: Date): TaxYearOption[] {
  const year = swissCalendarYear(now);
  if (isJanuaryInSwitzerland(now)) return [{ year: year - 1, available: true }];
  return [
    { year: year - 1, available: true },
    { year, available: false },
  ];
}

/** The most recent year open for filing: the default tax year everywhere. */
export function defaultTaxYear(now: Date): number {
  return swissCalendarYear(now) - 1;
}

/** A year a user may file for (and so upload documents or change status for) right now. */
export function isTaxYearOpen(year: number, now: Date): boolean {
  return taxYearOptions(now).some((o) => o.year === year && o.available);
}

/** Years the file history offers: the last five, current year down (part 1 §2.4). */
export function historyYears(now: Date): number[] {
  const year = swissCalendarYear(now);
  return [0, 1, 2, 3, 4].map((i) => year - i);
}
