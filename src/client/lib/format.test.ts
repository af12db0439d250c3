import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from '@shared/contract/upload-limits';
import { BYTES_PER_GB, BYTES_PER_MB } from '@shared/domain/file-sizes';
import { formatFileSize, formatRelativeTime, formatTimeOfDay, formatWeekdayDate, swissLocaleOf } from './format';

describe('file sizes', () => {
  it('use B, KB, MB, GB and TB in steps of 1000, the units of the upload limit, with two decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1000)).toBe('1.00 KB');
    expect(formatFileSize(1500)).toBe('1.50 KB');
    expect(formatFileSize(49 * BYTES_PER_MB)).toBe('49.00 MB');
    expect(formatFileSize(1_234_567)).toBe('1.23 MB');
    expect(formatFileSize(1_150_000)).toBe('1.15 MB');
    expect(formatFileSize(3.25 * BYTES_PER_GB)).toBe('3.25 GB');
    expect(formatFileSize(2 * 1000 ** 4)).toBe('2.00 TB');
  });

  it('read a refused file as at least the limit and an accepted one as below it', () => {
    // The phone calls it 51 MB; the limit text says 'smaller than 50 MB'.
    expect(formatFileSize(51_000_000)).toBe('51.00 MB');
    expect(formatFileSize(MAX_UPLOAD_BYTES)).toBe(`${MAX_UPLOAD_MEGABYTES}.00 MB`);
    expect(formatFileSize(MAX_UPLOAD_BYTES + 4_999)).toBe('50.00 MB');
    // One byte below the limit is accepted and must not read as the limit.
    expect(formatFileSize(MAX_UPLOAD_BYTES - 1)).toBe('49.99 MB');
    expect(formatFileSize(999_999)).toBe('999.99 KB');
  });

  it('stop at TB and treat nonsense as zero', () => {
    expect(formatFileSize(1000 ** 5)).toMatch(/^1.000\.00 TB$/);
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});

describe('relative times', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('read like Swiss users expect, in the interface language', () => {
    expect(formatRelativeTime('2026-03-10T10:00:00Z', now, 'de')).toBe('vor 2 Stunden');
    expect(formatRelativeTime('2026-03-10T10:00:00Z', now, 'gsw')).toBe('vor 2 Stunden');
    expect(formatRelativeTime('2026-03-10T10:00:00Z', now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'fr')).toBe('hier');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now, 'it')).toBe('5 minuti fa');
    expect(formatRelativeTime('2026-01-01T12:00:00Z', now, 'en')).toBe('2 months ago');
    expect(formatRelativeTime('2024-03-01T12:00:00Z', now, 'de')).toBe('vor 2 Jahren');
  });

  it('count Swiss calendar days, so a file under the Saturday heading reads Saturday on Monday', () => {
    const mondayMorning = new Date('2026-11-23T08:00:00+01:00');
    expect(formatRelativeTime('2026-11-21T23:30:00+01:00', mondayMorning, 'de')).toBe('Samstag');
    expect(formatRelativeTime('2026-11-21T23:30:00+01:00', mondayMorning, 'en')).toBe('Saturday');
    expect(formatRelativeTime('2026-11-21T23:30:00+01:00', mondayMorning, 'fr')).toBe('samedi');
    expect(formatRelativeTime('2026-11-22T00:00:00+01:00', mondayMorning, 'de')).toBe('gestern');
    expect(formatRelativeTime('2026-11-23T00:00:00+01:00', mondayMorning, 'de')).toBe('vor 8 Stunden');
    expect(formatRelativeTime('2026-11-16T23:59:00+01:00', mondayMorning, 'de')).toBe('vor 1 Woche');
    expect(formatRelativeTime('2026-11-02T10:00:00+01:00', mondayMorning, 'de')).toBe('vor 3 Wochen');
  });

  it('turn the day at Swiss midnight, not after 24 hours and not at UTC midnight', () => {
    // 20 minutes before Swiss midnight is yesterday; 47 hours ago can still be yesterday.
    expect(formatRelativeTime('2026-11-23T23:50:00+01:00', new Date('2026-11-24T00:10:00+01:00'), 'de')).toBe('gestern');
    expect(formatRelativeTime('2026-11-23T00:10:00+01:00', new Date('2026-11-24T23:50:00+01:00'), 'de')).toBe('gestern');
    // 00:30 in Zurich is still the previous day in UTC: the words follow Zurich.
    expect(formatRelativeTime('2026-11-24T00:05:00+01:00', new Date('2026-11-24T00:30:00+01:00'), 'de')).toBe('vor 25 Minuten');
  });

  it('count the short and the long day of a DST change as one day each', () => {
    // Spring forward on Sunday 29 March 2026: 24 hours before Monday 00:30 is Saturday.
    const mondayAfterSpring = new Date('2026-03-30T00:30:00+02:00');
    expect(formatRelativeTime('2026-03-29T00:30:00+01:00', mondayAfterSpring, 'de')).toBe('gestern');
    expect(formatRelativeTime('2026-03-28T23:30:00+01:00', mondayAfterSpring, 'de')).toBe('Samstag');
    // Fall back on Sunday 25 October 2026: 25 hours before Monday 00:30 is still Sunday.
    const mondayAfterAutumn = new Date('2026-10-26T00:30:00+01:00');
    expect(formatRelativeTime('2026-10-25T00:10:00+02:00', mondayAfterAutumn, 'de')).toBe('gestern');
    expect(formatRelativeTime('2026-10-24T23:50:00+02:00', mondayAfterAutumn, 'de')).toBe('Samstag');
  });

  it('say nothing when the date is missing or unreadable', () => {
    expect(formatRelativeTime(undefined, now, 'de')).toBeNull();
    expect(formatRelativeTime('', now, 'de')).toBeNull();
    expect(formatRelativeTime('not a date', now, 'de')).toBeNull();
  });

  it('map the interface languages to Swiss locales', () => {
    expect(swissLocaleOf('de')).toBe('de-CH');
    expect(swissLocaleOf('gsw')).toBe('de-CH');
    expect(swissLocaleOf('fr')).toBe('fr-CH');
    expect(swissLocaleOf('it')).toBe('it-CH');
    expect(swissLocaleOf('en')).toBe('en-CH');
  });
});

describe('days and times', () => {
  it('show the time of day and the weekday with a de-CH date', () => {
    const date = new Date('2025-05-12T14:05:00+02:00');
    expect(formatTimeOfDay(date)).toBe('14:05');
    expect(formatWeekdayDate(date, 'de')).toBe('Montag, 12.05.2025');
    expect(formatWeekdayDate(date, 'en')).toBe('Monday, 12.05.2025');
    expect(formatWeekdayDate(date, 'it')).toBe('lunedì, 12.05.2025');
  });

  it('name the Swiss day and time, whatever the instant is in UTC', () => {
    const justAfterSwissMidnight = new Date('2025-05-12T23:30:00Z');
    expect(formatWeekdayDate(justAfterSwissMidnight, 'de')).toBe('Dienstag, 13.05.2025');
    expect(formatTimeOfDay(justAfterSwissMidnight)).toBe('01:30');
  });
});
