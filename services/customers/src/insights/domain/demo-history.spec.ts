import { DEMO_MONTHS, demoHistory } from './demo-history';

describe(demoHistory.name, () => {
  const today = new Date('2026-11-28T10:00:00Z');
  const history = demoHistory(today, 1001);

  it('books on working days over the last eight months, the same history every time', () => {
    const months = new Set(history.bookings.map((b) => b.bookedAt.toISOString().slice(0, 7)));
    expect(months.size).toBe(DEMO_MONTHS + 1); // 2026-03 … 2026-11
    expect(history.bookings.every((b) => ![0, 6].includes(b.bookedAt.getUTCDay()) && b.bookedAt < today)).toBe(true);
    expect(demoHistory(today, 1001)).toEqual(history);
    expect(new Set(history.bookings.map((b) => b.orderNo)).size).toBe(history.bookings.length);
  });

  it('estimates emissions by the GLEC formula, air for international express', () => {
    for (const b of history.bookings) {
      expect(Number(b.co2eGrams)).toBeGreaterThan(0);
      expect(b.air).toBe(b.templateName === 'DHL_EXPRESS_WORLDWIDE');
    }
    const pallet = history.bookings.find((b) => b.templateName === 'DBS_SYSTEM')!;
    expect(Number(pallet.co2eGrams)).toBe(Math.round((Number(pallet.kgKm) / 1000) * 142));
  });

  it('delivers before today only, mostly on time, with a few complaints and claims', () => {
    expect(history.deliveries.every((d) => d.at < today)).toBe(true);
    expect(history.deliveries.length / history.bookings.length).toBeGreaterThan(0.9);
    expect(history.incidents.some((i) => i.kind === 'complaints')).toBe(true);
    expect(history.incidents.some((i) => i.kind === 'claims')).toBe(true);
  });
});
