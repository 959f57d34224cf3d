import { expectedDelivery, nextPollAt, pollIntervalMinutes, POLL_INTERVALS_MINUTES } from './poll-schedule';

describe(nextPollAt.name, () => {
  const now = new Date('2026-03-10T09:00:00Z');
  // Tuesday 10 March 2026; the product arrives 1 to 2 working days after the pickup.
  const facts = { pickupDay: '2026-03-10', deliveryMinDays: 1, deliveryMaxDays: 2 };

  it('never asks again after a final status', () => {
    for (const statusName of ['DELIVERED', 'RETURNED', 'CANCELLED', ' delivered '])
      expect(nextPollAt(now, '2026-03-10', { ...facts, statusName })).toBeNull();
  });

  it('asks every half hour on the pickup day until the pickup', () => {
    expect(nextPollAt(now, '2026-03-10', { ...facts, statusName: null })).toEqual(new Date('2026-03-10T09:30:00Z'));
  });

  it('asks rarely before the pickup day and while in transit before the delivery days', () => {
    expect(pollIntervalMinutes('2026-03-09', { ...facts, statusName: 'CONFIRMED' })).toBe(POLL_INTERVALS_MINUTES.rare);
    expect(pollIntervalMinutes('2026-03-10', { ...facts, statusName: 'PICKUP' })).toBe(POLL_INTERVALS_MINUTES.quiet);
  });

  it('asks every half hour on the expected delivery days, and every quarter once it is out for delivery', () => {
    expect(pollIntervalMinutes('2026-03-11', { ...facts, statusName: 'IN_TRANSIT' })).toBe(POLL_INTERVALS_MINUTES.expected);
    expect(pollIntervalMinutes('2026-03-12', { ...facts, statusName: 'IN_TRANSIT' })).toBe(POLL_INTERVALS_MINUTES.expected);
    expect(pollIntervalMinutes('2026-03-11', { ...facts, statusName: 'OUT_FOR_DELIVERY' })).toBe(POLL_INTERVALS_MINUTES.imminent);
    expect(pollIntervalMinutes('2026-03-11', { ...facts, statusName: 'READY_FOR_PICKUP' })).toBe(POLL_INTERVALS_MINUTES.imminent);
  });

  it('slows down once the consignment is days late', () => {
    expect(pollIntervalMinutes('2026-03-13', { ...facts, statusName: 'IN_TRANSIT' })).toBe(POLL_INTERVALS_MINUTES.quiet);
    expect(pollIntervalMinutes('2026-03-30', { ...facts, statusName: 'IN_TRANSIT' })).toBe(POLL_INTERVALS_MINUTES.rare);
  });
});

describe(expectedDelivery.name, () => {
  it('counts Swedish working days from the pickup, past Easter', () => {
    // Maundy Thursday 2026-04-02; Good Friday 3 April and Easter Monday 6 April are holidays.
    expect(expectedDelivery({ pickupDay: '2026-04-02', deliveryMinDays: 1, deliveryMaxDays: 2 })).toEqual({
      first: '2026-04-07',
      last: '2026-04-08',
    });
  });

  it('expects the next working day when the product promises nothing', () => {
    expect(expectedDelivery({ pickupDay: '2026-03-13' })).toEqual({ first: '2026-03-16', last: '2026-03-16' });
  });
});
