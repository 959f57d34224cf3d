import { stockholmDateYearsBefore } from './not-seen-cutoff';

describe(stockholmDateYearsBefore.name, () => {
  it.each([
    ['a summer night', '2026-06-10T00:45:00.000Z', '2024-06-09T22:00:00.000Z'],
    ['a winter night', '2026-01-15T01:45:00.000Z', '2024-01-14T23:00:00.000Z'],
    // 23:30 UTC on 9 June is already 10 June in Stockholm: the business date, not the UTC one.
    ['late evening UTC, next day in Stockholm', '2026-06-09T23:30:00.000Z', '2024-06-09T22:00:00.000Z'],
    ['29 February going back to a year without one', '2028-02-29T10:00:00.000Z', '2026-02-27T23:00:00.000Z'],
    ['the day the clocks go forward', '2026-03-29T12:00:00.000Z', '2024-03-28T23:00:00.000Z'],
    ['the day the clocks go back', '2026-10-25T12:00:00.000Z', '2024-10-24T22:00:00.000Z'],
  ])('answers the Stockholm midnight two business years back on %s', (_, now, cutoff) => {
    expect(stockholmDateYearsBefore(new Date(now), 2).toISOString()).toBe(cutoff);
  });
});
