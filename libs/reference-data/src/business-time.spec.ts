import { BUSINESS_TIME_ZONE, businessDate } from './business-time';

describe('business time', () => {
  it('is Stockholm', () => expect(BUSINESS_TIME_ZONE).toBe('Europe/Stockholm'));

  it.each([
    ['2026-11-28T23:30:00Z', '2026-11-29'], // winter: UTC+1
    ['2026-06-30T22:30:00Z', '2026-07-01'], // summer: UTC+2
    ['2026-06-30T21:30:00Z', '2026-06-30'],
    ['2026-03-29T00:59:59Z', '2026-03-29'], // the night the clocks go forward
  ])('dates %s on %s', (instant, date) => expect(businessDate(new Date(instant))).toBe(date));
});
