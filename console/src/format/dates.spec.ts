import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime } from './dates';

describe('dates in the console', () => {
  // 23:30 UTC on 28 November is already the 29th in Stockholm (UTC+1 in winter).
  const lateEvening = '2026-11-28T23:30:00Z';

  it('writes Swedish dates as Swedes do, on the Stockholm calendar', () => {
    expect(formatDate(lateEvening, 'sv')).toBe('2026-11-29');
    expect(formatDateTime(lateEvening, 'sv')).toBe('2026-11-29 00:30');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'sv')).toBe('2026-07-01 14:05');
  });

  it('writes English dates with the month named, on the same calendar', () => {
    expect(formatDate(lateEvening, 'en')).toBe('29 Nov 2026');
    expect(formatDateTime(lateEvening, 'en')).toBe('29 Nov 2026, 00:30');
  });

  it('falls back to Swedish and answers nothing for a missing or broken instant', () => {
    expect(formatDate(lateEvening, 'fi')).toBe('2026-11-29');
    expect(formatDate(null, 'sv')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
