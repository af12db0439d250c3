import { swissCalendarDate } from './swiss-calendar';

/**
 * Birth dates entered in the advanced tax information (children, part 2 §3) may not lie in the
 * future. "Today" is the calendar day in Switzerland (Europe/Zurich), so a child born today
 * can be entered at 00:30 Swiss time although UTC is still on the day before.
 */

/** Today's date in Swiss local time as ISO YYYY-MM-DD. */
export function swissToday(now: Date): string {
  return swissCalendarDate(now);
}

/** True when an ISO date (YYYY-MM-DD) is after today in Switzerland. */
export function isBirthDateInFuture(birthDate: string, now: Date): boolean {
  return birthDate > swissToday(now);
}
