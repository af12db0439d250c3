import { BYTES_PER_KB } from '@shared/domain/file-sizes';
import { madeOnFirstUse } from '@shared/domain/made-on-first-use';
import { calendarDaysBetween, swissCalendarDate } from '@shared/domain/swiss-calendar';

/** Dates and amounts in Swiss formats (de-CH), whatever the interface language. */
const dateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' }));
const dateTimeFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}));
const chfFormat = madeOnFirstUse(() => new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 }));

export function formatDate(value: Date | string): string {
  return dateFormat().format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat().format(typeof value === 'string' ? new Date(value) : value);
}

/** Whole francs, e.g. 'CHF 1’299'. */
export function formatChf(amount: number): string {
  return chfFormat().format(amount);
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const fileSizeFormat = madeOnFirstUse(() => new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * File sizes in B, KB, MB, GB or TB with two decimals, de-CH style: '512 B', '1.50 KB',
 * '49.00 MB' (spec part 1 §9), in the units of file-sizes.ts (steps of 1000, as the limit).
 * The decimals are cut, never rounded up, so a file below the 50 MB limit never reads
 * '50.00 MB' and a refused one never reads less than the limit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  while (unit < FILE_SIZE_UNITS.length - 1 && value >= BYTES_PER_KB) {
    value /= BYTES_PER_KB;
    unit += 1;
  }
  if (unit === 0) return `${Math.floor(value)} B`;
  // The small epsilon keeps exact values exact (1.15 MB is not 1.1499999… after division).
  const cut = Math.floor(value * 100 + 1e-9) / 100;
  return `${fileSizeFormat().format(cut)} ${FILE_SIZE_UNITS[unit]}`;
}

/** Swiss locale of an interface language: dialect and German both read de-CH. */
export function swissLocaleOf(language: string): string {
  const base = language.split('-')[0]?.toLowerCase() ?? 'de';
  if (base === 'en' || base === 'fr' || base === 'it') return `${base}-CH`;
  return 'de-CH';
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 3600;
const DAYS_PER_WEEK = 7;

/** Weekday names come from the browser's locale data; Swiss German ('Mäntig') where it has them. */
function weekdayLocaleOf(language: string): string {
  const base = language.split('-')[0]?.toLowerCase();
  return base === 'gsw' && Intl.DateTimeFormat.supportedLocalesOf(['gsw']).length ? 'gsw' : swissLocaleOf(language);
}

function swissWeekday(value: Date, language: string): string {
  return new Intl.DateTimeFormat(weekdayLocaleOf(language), { weekday: 'long', timeZone: 'Europe/Zurich' }).format(value);
}

/**
 * When a file came, in the interface language's Swiss locale, counted in Swiss calendar days
 * (Europe/Zurich) so it agrees with the day heading above it: earlier today 'vor 2 Stunden',
 * the day before 'gestern' (even 2 hours or 47 hours ago), within the last week the weekday
 * ('Samstag'), older 'vor 3 Wochen' / 'vor 2 Monaten' / 'vor 1 Jahr' by calendar.
 * Null when the date is missing or unreadable (the caller shows 'date unknown').
 */
export function formatRelativeTime(value: Date | string | null | undefined, now: Date, language: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  const locale = swissLocaleOf(language);
  const days = calendarDaysBetween(swissCalendarDate(date), swissCalendarDate(now));
  if (days <= 0) {
    // Today (or a clock a little ahead of ours): minutes and hours are what the person remembers.
    const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
    const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (seconds >= HOUR_SECONDS) return format.format(-Math.floor(seconds / HOUR_SECONDS), 'hour');
    if (seconds >= MINUTE_SECONDS) return format.format(-Math.floor(seconds / MINUTE_SECONDS), 'minute');
    return format.format(0, 'second');
  }
  if (days === 1) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  if (days < DAYS_PER_WEEK) return swissWeekday(date, language);
  // Numbers, not 'last week' / 'last month': those name the previous calendar week or month,
  // which a count of days does not always match.
  const always = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const [fromYear, fromMonth, fromDay] = swissCalendarDate(date).split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = swissCalendarDate(now).split('-').map(Number) as [number, number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0);
  if (months < 1) return always.format(-Math.floor(days / DAYS_PER_WEEK), 'week');
  if (months < 12) return always.format(-months, 'month');
  return always.format(-Math.floor(months / 12), 'year');
}

const timeOfDayFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' }));

/** Time of day in Switzerland, e.g. '14:05' (the file history's days are Swiss days too). */
export function formatTimeOfDay(value: Date | string): string {
  return timeOfDayFormat().format(typeof value === 'string' ? new Date(value) : value);
}

const swissDayFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Zurich' }));

/** The Swiss calendar day of an instant in de-CH, '23.11.2026' (an instant at 00:30 in Zurich is that day, not the one before in UTC). */
export function formatSwissDate(value: Date | string): string {
  return swissDayFormat().format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * The Swiss calendar day of an instant with its weekday in the interface language and the date
 * in de-CH: 'Montag, 12.05.2025'.
 */
export function formatWeekdayDate(value: Date, language: string): string {
  return `${swissWeekday(value, language)}, ${swissDayFormat().format(value)}`;
}
