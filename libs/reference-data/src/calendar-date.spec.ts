import { isCalendarDate } from './calendar-date';

describe(isCalendarDate.name, () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '2026-01-01'])('takes %s', (day) => expect(isCalendarDate(day)).toBe(true));

  it.each(['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-1', 'igår', 20260101, null])(
    'refuses %p',
    (day) => expect(isCalendarDate(day)).toBe(false),
  );
});
