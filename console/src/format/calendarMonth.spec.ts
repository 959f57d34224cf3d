import { describe, expect, it } from '@jest/globals';
import { addDays, addMonths, monthWeeks, stockholmDay, weekdayIndex } from './calendarMonth';

describe('calendarMonth', () => {
  it('counts days across months, years and the summer-time change without moving a day', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('moves a month to the same day, or the shorter month’s last', () => {
    expect(addMonths('2026-11-29', 1)).toBe('2026-12-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('lays a month out in Monday-first weeks', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    const november = monthWeeks('2026-11-17');
    // 1 November 2026 is a Sunday: six weeks, the first with one day, the last with Monday the 30th.
    expect(november).toHaveLength(6);
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(november.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
  });

  it("gives an instant's Stockholm day, not the UTC one", () => {
    expect(stockholmDay(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(stockholmDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
