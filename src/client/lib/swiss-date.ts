/**
 * Dates as people in Switzerland see and type them (DD.MM.YYYY) and as the API carries them
 * (ISO YYYY-MM-DD). Pure functions, no time zone involved: a date of birth is a calendar date.
 */

/** As-you-type: digits only, at most 8, dots after day and month ('0103199' -> '01.03.199'). */
export function formatSwissDateAsTyped(input: string): string {
  const digits = input.replace(/\D+/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/** 'DD.MM.YYYY' (single-digit day and month accepted) -> 'YYYY-MM-DD', or null if no such day. */
export function isoFromSwissDate(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'; anything else comes back empty. */
export function swissDateFromIso(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}
