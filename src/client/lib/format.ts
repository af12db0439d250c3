/** Dates and amounts in Swiss formats (de-CH), whatever the interface language. */
const dateFormat = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const chfFormat = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 });

export function formatDate(value: Date | string): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** Whole francs, e.g. 'CHF 1’299'. */
export function formatChf(amount: number): string {
  return chfFormat.format(amount);
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const fileSizeFormat = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * File sizes in B, KB, MB, GB or TB (steps of 1024) with two decimals, de-CH style:
 * '512 B', '1.50 KB', '49.00 MB' (spec part 1 §9). Bytes are whole, so they have no decimals.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  // Also step up when the rounded value would read 1024.00 (e.g. 1023.999 KB -> 1.00 MB).
  while (unit < FILE_SIZE_UNITS.length - 1 && Math.round(value * 100) / 100 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  return `${fileSizeFormat.format(value)} ${FILE_SIZE_UNITS[unit]}`;
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

const RELATIVE_STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * 'vor 2 Stunden', '2 hours ago', 'hier' … in the interface language's Swiss locale, or null
 * when the date is missing or unreadable (the caller shows 'date unknown').
 */
export function formatRelativeTime(value: Date | string | null | undefined, now: Date, language: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  const format = new Intl.RelativeTimeFormat(swissLocaleOf(language), { numeric: 'auto' });
  const diffSeconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const step of RELATIVE_STEPS) {
    if (Math.abs(diffSeconds) >= step.seconds) return format.format(Math.trunc(diffSeconds / step.seconds), step.unit);
  }
  return format.format(0, 'second');
}

const timeOfDayFormat = new Intl.DateTimeFormat('de-CH', { hour: '2-digit', minute: '2-digit' });

/** Time of day, e.g. '14:05'. */
export function formatTimeOfDay(value: Date | string): string {
  return timeOfDayFormat.format(typeof value === 'string' ? new Date(value) : value);
}

/** A day with its weekday in the interface language and the date in de-CH: 'Montag, 12.05.2025'. */
export function formatWeekdayDate(value: Date, language: string): string {
  const base = language.split('-')[0]?.toLowerCase();
  // Swiss German weekday names exist in the browser's locale data ('Mäntig'); the date stays de-CH.
  const weekdayLocale = base === 'gsw' && Intl.DateTimeFormat.supportedLocalesOf(['gsw']).length ? 'gsw' : swissLocaleOf(language);
  const weekday = new Intl.DateTimeFormat(weekdayLocale, { weekday: 'long' }).format(value);
  return `${weekday}, ${formatDate(value)}`;
}
