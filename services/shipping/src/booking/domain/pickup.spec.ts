import { presentConsignment } from '../../consignments/domain/present-consignment';
import { correctPickup, parsePickup, storedPickup } from './pickup';

describe('pickup rules', () => {
  // 2025-06-10 14:20:30 in Stockholm (UTC+2).
  const now = new Date('2025-06-10T12:20:30Z');

  it('moves a pickup date earlier than today (Stockholm) to today and leaves today and later alone', () => {
    expect(correctPickup({ date: '2025-06-01' }, now).date).toBe('2025-06-10');
    expect(correctPickup({ date: '2025-06-10' }, now).date).toBe('2025-06-10');
    expect(correctPickup({ date: '2025-06-12' }, now).date).toBe('2025-06-12');
  });

  it('uses the Stockholm date for "today" just after midnight there', () => {
    const justAfterMidnight = new Date('2025-06-10T22:10:00Z'); // 00:10 on the 11th in Stockholm
    expect(correctPickup({ date: '2025-06-10' }, justAfterMidnight).date).toBe('2025-06-11');
  });

  it('moves a past earliest time to today at the same time of day when that is still ahead', () => {
    const pickup = correctPickup({ earliest: new Date('2025-06-05T14:00:00Z'), latest: new Date('2025-06-05T15:00:00Z') }, now);
    expect(pickup.earliest?.toISOString()).toBe('2025-06-10T14:00:00.000Z');
    expect(pickup.latest?.toISOString()).toBe('2025-06-10T15:00:00.000Z');
  });

  it('moves a time that has passed today to now, on a whole minute', () => {
    const pickup = correctPickup({ earliest: new Date('2025-06-05T08:00:00Z') }, now);
    expect(pickup.earliest?.toISOString()).toBe('2025-06-10T12:21:00.000Z');
  });

  it('never leaves the latest time before the earliest', () => {
    const pickup = correctPickup({ earliest: new Date('2025-06-10T13:00:00Z'), latest: new Date('2025-06-09T09:00:00Z') }, now);
    expect(pickup.latest).toEqual(pickup.earliest);
  });

  it('keeps future times as they are', () => {
    const earliest = new Date('2025-06-11T06:00:00Z');
    expect(correctPickup({ earliest }, now).earliest).toEqual(earliest);
  });

  it('reads the fields, treats empty ones as absent, and names the unreadable ones', () => {
    expect(parsePickup({ date: '', earliest: '  ', instruction: [] })).toEqual({ ok: true, pickup: {} });
    expect(parsePickup({ date: '2025-06-10', earliest: '2025-06-10T10:00:00+02:00' })).toEqual({
      ok: true,
      pickup: { date: '2025-06-10', earliest: new Date('2025-06-10T08:00:00Z') },
    });
    expect(parsePickup({ date: '10 juni', latest: '25:00' })).toEqual({ ok: false, invalid: ['date', 'latest'] });
  });

  it('stores times in UTC and shows them in Stockholm time with the right offset', () => {
    const stored = storedPickup({ instruction: ['Ring på'] }, { date: '2025-01-10', earliest: new Date('2025-01-10T08:00:00Z') });
    expect(stored).toEqual({ instruction: ['Ring på'], date: '2025-01-10', earliest: '2025-01-10T08:00:00Z' });
    const shown = presentConsignment({ transportProduct: { pickup: { ...stored, latest: '2025-07-01T15:00:00Z' } } });
    expect(shown.transportProduct.pickup).toEqual({
      instruction: ['Ring på'],
      date: '2025-01-10',
      earliest: '2025-01-10T09:00:00+01:00',
      latest: '2025-07-01T17:00:00+02:00',
    });
  });

  it('shows unreadable stored times as they are', () => {
    expect(presentConsignment({ transportProduct: { pickup: { earliest: 'soon' } } }).transportProduct.pickup?.earliest).toBe('soon');
  });
});
