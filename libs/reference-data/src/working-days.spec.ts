import { describe, expect, it } from '@jest/globals';
import {
  addWorkingDays,
  deliveredOnTime,
  deliveryWindow,
  easterSunday,
  isWorkingDay,
  nextWorkingDay,
  swedishHolidays,
  workingDaysBetween,
} from './working-days';

describe('Swedish working days', () => {
  it('finds Easter and the moving holidays', () => {
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    const y2026 = swedishHolidays(2026);
    expect(y2026.has('2026-04-03')).toBe(true); // Good Friday
    expect(y2026.has('2026-04-06')).toBe(true); // Easter Monday
    expect(y2026.has('2026-05-14')).toBe(true); // Ascension
    expect(y2026.has('2026-06-19')).toBe(true); // Midsummer eve
    expect(swedishHolidays(2025).has('2025-06-20')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    // Over Christmas 2026: 24, 25 (Fri), weekend, 28 (Mon) is working.
    expect(addWorkingDays('2026-12-23', 1)).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-30', 1)).toBe('2027-01-04');
  });

  it('gives a delivery window from the pickup day', () => {
    expect(deliveryWindow('2026-11-25', 1, 3)).toEqual({ pickup: '2026-11-25', first: '2026-11-26', last: '2026-11-30' });
    expect(deliveryWindow('2026-11-28', 2, undefined)).toEqual({ pickup: '2026-11-30', first: '2026-12-02', last: '2026-12-02' });
    expect(deliveryWindow('2026-11-25', undefined, undefined)).toBeUndefined();
  });

  it('counts working days between two days across weekends and holidays', () => {
    expect(workingDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(1); // Fri → Mon
    expect(workingDaysBetween('2026-04-02', '2026-04-07')).toBe(1); // Maundy Thu → Tue after Easter Monday
    expect(workingDaysBetween('2026-11-30', '2026-11-27')).toBe(-1);
  });

  it('judges on time by the promised working days, weekends and Swedish holidays excluded', () => {
    // Picked up Friday with a one-day promise: Monday is on time, Tuesday is late.
    expect(deliveredOnTime('2026-11-27', '2026-11-30', 1)).toBe(true);
    expect(deliveredOnTime('2026-11-27', '2026-12-01', 1)).toBe(false);
    // Maundy Thursday with a one-day promise: Good Friday to Easter Monday do not count, Tuesday 7 April is on time.
    expect(deliveredOnTime('2026-04-02', '2026-04-07', 1)).toBe(true);
    expect(deliveredOnTime('2026-04-02', '2026-04-08', 1)).toBe(false);
    // Midsummer eve (Fri 19 June 2026) picked up: counts from Monday 22, two days → Wednesday 24.
    expect(deliveredOnTime('2026-06-19', '2026-06-24', 2)).toBe(true);
    expect(deliveredOnTime('2026-06-19', '2026-06-25', 2)).toBe(false);
    // Christmas: 23 Dec with one day → Mon 28 Dec 2026.
    expect(deliveredOnTime('2026-12-23', '2026-12-28', 1)).toBe(true);
    // Delivered early, or on the pickup day, is on time.
    expect(deliveredOnTime('2026-11-25', '2026-11-25', 3)).toBe(true);
  });
});
