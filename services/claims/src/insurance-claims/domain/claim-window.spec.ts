import { claimWindow, CLAIM_WINDOW_DAYS } from './claim-window';

describe(claimWindow.name, () => {
  // 22:30 UTC on 31 March is already 1 April in Stockholm (summer time, +02:00).
  const delivered = new Date('2026-03-31T22:30:00Z');

  it('counts from the Stockholm delivery date', () => {
    expect(claimWindow(delivered, delivered).deadline).toBe('2026-05-01');
    expect(CLAIM_WINDOW_DAYS).toBe(30);
  });

  it('is open through the last day in Stockholm and closed the day after', () => {
    expect(claimWindow(delivered, new Date('2026-05-01T21:59:00Z')).open).toBe(true);
    expect(claimWindow(delivered, new Date('2026-05-01T22:00:00Z')).open).toBe(false);
  });

  it('has no deadline before delivery', () => {
    expect(claimWindow(null, new Date('2030-01-01T00:00:00Z'))).toEqual({ deadline: undefined, open: true });
  });
});
