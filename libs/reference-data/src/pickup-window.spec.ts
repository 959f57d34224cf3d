import { correctPickupWindow, nextPickupWindow, stockholmNow } from './pickup-window';

/** Instants on Stockholm's clock (winter: UTC+1; summer: UTC+2), never the machine's. */
const winter = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const summer = (day: string, time: string) => new Date(`${day}T${time}:00+02:00`);

describe('pickup windows (issue 29, item 2)', () => {
  it('reads Stockholm wall time in winter and summer', () => {
    expect(stockholmNow(winter('2026-11-27', '17:23'))).toEqual({ date: '2026-11-27', minutes: 17 * 60 + 23 });
    expect(stockholmNow(new Date('2026-06-30T22:30:00Z'))).toEqual({ date: '2026-07-01', minutes: 30 });
  });

  it('offers the rest of today before the cut-off, from the next quarter hour', () => {
    expect(nextPickupWindow(winter('2026-11-26', '07:40'))).toEqual({ date: '2026-11-26', earliest: '09:00', latest: '16:00' });
    expect(nextPickupWindow(winter('2026-11-26', '10:07'))).toEqual({ date: '2026-11-26', earliest: '10:15', latest: '16:00' });
  });

  it("moves to the next working day after the product's cut-off, or when less than an hour is left", () => {
    expect(nextPickupWindow(winter('2026-11-26', '12:30'), '12:00')).toEqual({ date: '2026-11-27', earliest: '09:00', latest: '16:00' });
    expect(nextPickupWindow(winter('2026-11-26', '15:10'), '17:00')).toEqual({ date: '2026-11-27', earliest: '09:00', latest: '16:00' });
    // Friday evening: Monday.
    expect(nextPickupWindow(winter('2026-11-27', '17:23'))).toEqual({ date: '2026-11-30', earliest: '09:00', latest: '16:00' });
  });

  it('skips weekends and Swedish public holidays', () => {
    // Saturday 2026-12-19 → Monday 21st; Christmas Eve (Thu) after cut-off → 28th (25th and 26th are holidays, 27th Sunday).
    expect(nextPickupWindow(winter('2026-12-19', '10:00')).date).toBe('2026-12-21');
    expect(nextPickupWindow(winter('2026-12-23', '18:00')).date).toBe('2026-12-28');
    // Midsummer Eve 2026 is Friday 19 June: the Thursday evening moves to Monday.
    expect(nextPickupWindow(summer('2026-06-18', '16:30')).date).toBe('2026-06-22');
  });

  it('corrects an asked window: never in the past, never on a closed day, never shorter than an hour', () => {
    const fridayEvening = winter('2026-11-27', '17:23');
    expect(correctPickupWindow({ date: '2026-11-27', earliest: '09:00', latest: '16:00' }, fridayEvening)).toEqual({
      date: '2026-11-30',
      earliest: '09:00',
      latest: '16:00',
    });
    expect(correctPickupWindow({ date: '2026-11-26', earliest: '17:23', latest: '17:23' }, fridayEvening)).toEqual({
      date: '2026-11-30',
      earliest: '09:00',
      latest: '16:00',
    });
    // A later working day keeps what was asked; a Saturday moves to Monday.
    expect(correctPickupWindow({ date: '2026-12-02', earliest: '07:30', latest: '11:00' }, fridayEvening)).toEqual({
      date: '2026-12-02',
      earliest: '07:30',
      latest: '11:00',
    });
    expect(correctPickupWindow({ date: '2026-12-05', earliest: '10:00', latest: '12:00' }, fridayEvening).date).toBe('2026-12-07');
    // Today before the cut-off: the start moves up to now's quarter hour, the end stays.
    expect(correctPickupWindow({ date: '2026-11-26', earliest: '09:00', latest: '16:00' }, winter('2026-11-26', '11:50'))).toEqual({
      date: '2026-11-26',
      earliest: '12:00',
      latest: '16:00',
    });
    // Unreadable times become the day's pickup hours.
    expect(correctPickupWindow({ date: '2026-12-01', earliest: '', latest: 'x' }, fridayEvening)).toEqual({
      date: '2026-12-01',
      earliest: '09:00',
      latest: '16:00',
    });
  });
});
