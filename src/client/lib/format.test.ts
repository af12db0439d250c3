import { describe, expect, it } from 'vitest';
import { formatFileSize, formatRelativeTime, formatTimeOfDay, formatWeekdayDate, swissLocaleOf } from './format';

describe('file sizes', () => {
  it('use B, KB, MB, GB and TB in steps of 1024 with two decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(49 * 1024 * 1024)).toBe('49.00 MB');
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2.00 TB');
  });

  it('never show 1024.00 of a unit: rounding steps up', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.00 MB');
  });

  it('stop at TB and treat nonsense as zero', () => {
    expect(formatFileSize(1024 ** 5)).toMatch(/^1.024\.00 TB$/);
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
    const date = new Date(2025, 4, 12, 14, 5);
    expect(formatTimeOfDay(date)).toBe('14:05');
    expect(formatWeekdayDate(date, 'de')).toBe('Montag, 12.05.2025');
    expect(formatWeekdayDate(date, 'en')).toBe('Monday, 12.05.2025');
    expect(formatWeekdayDate(date, 'it')).toBe('lunedì, 12.05.2025');
  });
});
