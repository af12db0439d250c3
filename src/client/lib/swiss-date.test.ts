import { describe, expect, it } from 'vitest';
import { formatSwissDateAsTyped, isoFromSwissDate, swissDateFromIso } from './swiss-date';

describe('Swiss dates', () => {
  it('put the dots in while typing and stop after eight digits', () => {
    expect(formatSwissDateAsTyped('0')).toBe('0');
    expect(formatSwissDateAsTyped('010')).toBe('01.0');
    expect(formatSwissDateAsTyped('0103')).toBe('01.03');
    expect(formatSwissDateAsTyped('01031990')).toBe('01.03.1990');
    expect(formatSwissDateAsTyped('01.03.19901')).toBe('01.03.1990');
    expect(formatSwissDateAsTyped('1/3/1990')).toBe('13.19.90');
  });

  it('turn a typed date into ISO only when the day exists', () => {
    expect(isoFromSwissDate('01.03.1990')).toBe('1990-03-01');
    expect(isoFromSwissDate('1.3.1990')).toBe('1990-03-01');
    expect(isoFromSwissDate('29.02.2000')).toBe('2000-02-29');
    expect(isoFromSwissDate('29.02.2001')).toBeNull();
    expect(isoFromSwissDate('31.04.1990')).toBeNull();
    expect(isoFromSwissDate('00.01.1990')).toBeNull();
    expect(isoFromSwissDate('01.13.1990')).toBeNull();
    expect(isoFromSwissDate('01.03.90')).toBeNull();
    expect(isoFromSwissDate('')).toBeNull();
  });

  it('show an ISO date the Swiss way', () => {
    expect(swissDateFromIso('2001-06-15')).toBe('15.06.2001');
    expect(swissDateFromIso(null)).toBe('');
    expect(swissDateFromIso('garbage')).toBe('');
  });
});
