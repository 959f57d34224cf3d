import { presentConsignment } from '../../consignments/domain/present-consignment';
import { correctPickup, parsePickup, storedPickup } from './pickup';

describe('pickup rules', () => {
  // 2025-06-10 14:20:30 in Stockholm (UTC+2).
  const now = new Date('2025-06-10T12:20:30Z');

  const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`);
  const window = (pickup: ReturnType<typeof correctPickup>) => ({
    date: pickup.date,
    earliest: pickup.earliest?.toISOString(),
    latest: pickup.latest?.toISOString(),
  });

  it('moves a pickup date earlier than today (Stockholm) to the next possible window and leaves later working days alone', () => {
    expect(window(correctPickup({ date: '2025-06-01' }, now))).toEqual({
      date: '2025-06-10',
      earliest: at('2025-06-10', '14:30').toISOString(),
      latest: at('2025-06-10', '16:00').toISOString(),
    });
    expect(correctPickup({ date: '2025-06-12' }, now).date).toBe('2025-06-12');
  });

  it('uses the Stockholm date for "today" just after midnight there', () => {
    const justAfterMidnight = new Date('2025-06-10T22:10:00Z'); // 00:10 on the 11th in Stockholm
    expect(correctPickup({ date: '2025-06-10' }, justAfterMidnight).date).toBe('2025-06-11');
  });

  it("after the product's cut-off books the next working day's hours, never a zero-length window after hours", () => {
    // Friday 2025-06-13 17:23: the next working day is Monday the 16th.
    const fridayEvening = at('2025-06-13', '17:23');
    const asked = { date: '2025-06-13', earliest: at('2025-06-13', '17:23'), latest: at('2025-06-13', '17:23') };
    expect(window(correctPickup(asked, fridayEvening, '16:00'))).toEqual({
      date: '2025-06-16',
      earliest: at('2025-06-16', '09:00').toISOString(),
      latest: at('2025-06-16', '16:00').toISOString(),
    });
    // Before a 12:00 cut-off at 12:20 on a Tuesday: Wednesday.
    expect(correctPickup({ date: '2025-06-10' }, at('2025-06-10', '12:20'), '12:00').date).toBe('2025-06-11');
    // Midsummer Eve (Friday 2025-06-20) is no working day.
    expect(correctPickup({ date: '2025-06-20' }, now).date).toBe('2025-06-23');
  });

  it('keeps a window on a later working day as asked', () => {
    const earliest = at('2025-06-11', '08:00');
    const latest = at('2025-06-11', '10:00');
    expect(correctPickup({ date: '2025-06-11', earliest, latest }, now)).toEqual({ date: '2025-06-11', earliest, latest });
  });

  it('leaves a consignment without pickup fields without a pickup', () => {
    expect(correctPickup({}, now)).toEqual({});
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
