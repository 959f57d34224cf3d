import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatDay } from './dates';

describe('dates in the console', () => {
  // 23:30 UTC on 28 November is already the 29th in Stockholm (UTC+1 in winter).
  const lateEvening = '2026-11-28T23:30:00Z';

  it('writes Swedish dates as Swedes do, on the Stockholm calendar', () => {
    expect(formatDate(lateEvening, 'sv')).toBe('2026-11-29');
    expect(formatDateTime(lateEvening, 'sv')).toBe('2026-11-29 00:30');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'sv')).toBe('2026-07-01 14:05');
    // The booked list's and the history's times (they had a formatter of their own): winter and summer offsets.
    expect(formatDateTime('2025-03-10T09:15:00.000Z', 'sv')).toBe('2025-03-10 10:15');
    expect(formatDateTime('2025-07-01T22:05:00.000Z', 'sv')).toBe('2025-07-02 00:05');
  });

  it('writes English dates with the month named, on the same calendar', () => {
    expect(formatDate(lateEvening, 'en')).toBe('29 Nov 2026');
    expect(formatDateTime(lateEvening, 'en')).toBe('29 Nov 2026, 00:30');
  });

  it('writes a business date (an invoice’s due date) as the day it is, in either language', () => {
    expect(formatDate('2026-11-29', 'sv')).toBe('2026-11-29');
    expect(formatDate('2026-11-29', 'en')).toBe('29 Nov 2026');
    expect(formatDate('2026-06-30', 'en')).toBe('30 Jun 2026');
  });

  it('falls back to Swedish and answers nothing for a missing or broken instant', () => {
    expect(formatDate(lateEvening, 'fi')).toBe('2026-11-29');
    expect(formatDate(null, 'sv')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('names a business day with its weekday, short or long, without moving it by a zone', () => {
    expect(formatDay('2030-05-07', 'sv')).toBe('tis 7 maj');
    expect(formatDay('2030-05-07', 'en')).toBe('Tue 7 May');
    expect(formatDay('2026-11-27', 'sv')).toBe('fre 27 nov');
    expect(formatDay('2026-03-11', 'sv', 'long')).toBe('onsdag 11 mars');
    expect(formatDay('2026-03-11', 'en', 'long')).toBe('Wednesday 11 March');
    expect(formatDay('11/03/2026', 'sv')).toBe('');
    expect(formatDay(undefined, 'sv')).toBe('');
  });
});
