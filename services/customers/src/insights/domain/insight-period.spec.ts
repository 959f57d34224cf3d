import { MAX_MONTHS, periodOf } from './insight-period';

describe(periodOf.name, () => {
  it('defaults to the twelve months up to this one', () => {
    const period = periodOf('2026-11-27')!;
    expect(period.from).toBe('2025-12-01');
    expect(period.to).toBe('2026-11-01');
    expect(period.months).toHaveLength(12);
  });

  it('takes a period across a year end', () => {
    expect(periodOf('2026-11-27', '2025-11', '2026-02')!.months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('refuses a period the wrong way round, too long or malformed', () => {
    expect(periodOf('2026-11-27', '2026-03', '2026-02')).toBeUndefined();
    expect(periodOf('2026-11-27', '2020-01', '2026-01')).toBeUndefined();
    expect(periodOf('2026-11-27', '2026-13')).toBeUndefined();
    expect(periodOf('2026-11-27', '2024-01', '2025-12')!.months).toHaveLength(MAX_MONTHS);
  });
});
