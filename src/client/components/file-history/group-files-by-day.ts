import { noonOfCalendarDate, swissCalendarDate } from '@shared/domain/swiss-calendar';

/** What the grouping needs of a file: when it was uploaded (either field, either may be absent). */
export type Dated = { uploadedAt?: string | null; createdAt?: string | null };

export type DayGroup<T> = {
  /** The Swiss calendar day 'YYYY-MM-DD' (Europe/Zurich), or 'unknown'. */
  key: string;
  /** Noon (UTC) of that day, an instant inside it for formatting, or null when unknown. */
  day: Date | null;
  files: T[];
};

export function uploadDateOf(file: Dated): Date | null {
  const text = file.uploadedAt || file.createdAt;
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Files by upload day, newest day first and newest file first within a day (spec part 1 §2.4);
 * files without a date come last, in one group.
 */
export function groupFilesByDay<T extends Dated>(files: readonly T[]): DayGroup<T>[] {
  const dated = files.map((file) => ({ file, date: uploadDateOf(file) }));
  dated.sort((a, b) => (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity));
  const groups = new Map<string, DayGroup<T>>();
  for (const { file, date } of dated) {
    const key = date ? swissCalendarDate(date) : 'unknown';
    let group = groups.get(key);
    if (!group) {
      group = { key, day: date ? noonOfCalendarDate(key) : null, files: [] };
      groups.set(key, group);
    }
    group.files.push(file);
  }
  return [...groups.values()];
}
