/**
 * Calendar days as people in Switzerland count them: the day an instant falls on in
 * Europe/Zurich, whatever time zone the browser or server runs in. Day headings and the
 * 'today' / 'yesterday' words of the file history both use it, so they never disagree.
 */

import { madeOnFirstUse } from './made-on-first-use';

const swissDateFormat = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The Swiss calendar date of an instant as ISO YYYY-MM-DD. */
export function swissCalendarDate(instant: Date): string {
  const parts = swissDateFormat().formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MS_PER_DAY = 24 * 3600 * 1000;

/** Whole calendar days from the ISO date `from` to `to` (positive when `to` is later); DST days count as one. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** Noon UTC of an ISO date: the same calendar date in every time zone from UTC−11 to UTC+11. */
export function noonOfCalendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}
