import { describe, expect, it } from 'vitest';
import { groupFilesByDay } from './group-files-by-day';

/** An instant given in Swiss winter time (UTC+1), as the person in Zurich saw the clock. */
const at = (y: number, m: number, d: number, h: number, min = 0) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return new Date(`${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:00+01:00`).toISOString();
};

describe('grouping files by upload day', () => {
  it('puts the newest day first and the newest file first within a day', () => {
    const files = [
      { id: 1, uploadedAt: at(2025, 3, 1, 9) },
      { id: 2, uploadedAt: at(2025, 3, 2, 8) },
      { id: 3, uploadedAt: at(2025, 3, 1, 17, 30) },
      { id: 4, uploadedAt: at(2025, 3, 2, 23, 59) },
    ];
    const groups = groupFilesByDay(files);
    expect(groups.map((g) => g.key)).toEqual(['2025-03-02', '2025-03-01']);
    expect(groups.map((g) => g.files.map((f) => f.id))).toEqual([
      [4, 2],
      [3, 1],
    ]);
    expect(groups[0]!.day!.toISOString()).toBe('2025-03-02T12:00:00.000Z');
  });

  it('falls back to createdAt and keeps undated files last', () => {
    const groups = groupFilesByDay([
      { id: 1, uploadedAt: null, createdAt: null },
      { id: 2, createdAt: at(2024, 12, 31, 10) },
      { id: 3, uploadedAt: 'garbage' },
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2024-12-31', 'unknown']);
    expect(groups[1]!.day).toBeNull();
    expect(groups[1]!.files.map((f) => f.id).sort()).toEqual([1, 3]);
  });

  it('groups by the Swiss calendar day, across midnight and DST', () => {
    const groups = groupFilesByDay([
      // 00:10 summer time on Sunday 25 October 2026 is still Saturday in UTC.
      { id: 1, uploadedAt: '2026-10-25T00:10:00+02:00' },
      { id: 2, uploadedAt: '2026-10-25T23:50:00+01:00' },
      { id: 3, uploadedAt: '2026-10-24T23:59:00+02:00' },
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2026-10-25', '2026-10-24']);
    expect(groups.map((g) => g.files.map((f) => f.id))).toEqual([[2, 1], [3]]);
  });

  it('gives no groups for no files', () => {
    expect(groupFilesByDay([])).toEqual([]);
  });
});
