/**
 * Tax-year availability (spec part 1 §4.6). Filing for a year opens on 1 January of the
 * following year. In January only the previous year is offered; otherwise the previous and
 * the current year, the current one shown disabled because it is not yet open.
 */
export type TaxYearOption = { year: number; available: boolean };

// Made once: building a DateTimeFormat costs far more than formatting with it, and the server
// asks for the default tax year on many requests.
const swissYearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric' });
const swissMonthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', month: 'numeric' });

/** Calendar year in Switzerland; tax deadlines follow Swiss local time, not UTC. */
export function swissCalendarYear(now: Date): number {
  return Number(swissYearFormat.format(now));
}

function swissMonth(now: Date): number {
  return Number(swissMonthFormat.format(now));
}

export function taxYearOptions(now: Date): TaxYearOption[] {
  const year = swissCalendarYear(now);
  if (swissMonth(now) === 1) return [{ year: year - 1, available: true }];
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
