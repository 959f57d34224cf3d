import { DomainError } from '@freight/kernel/domain';
import { sieExportPeriod } from './sie-period';

const refusedOn = (period: { from: string | null; to: string | null }): string | undefined => {
  try {
    sieExportPeriod(period);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'invalid' });
    return (error as DomainError).fieldErrors.map((e) => `${e.field} ${e.code}`).join();
  }
};

describe(sieExportPeriod.name, () => {
  it('takes a period within one calendar year, a single day and the whole year included', () => {
    expect(sieExportPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(sieExportPeriod({ from: '2026-06-15', to: '2026-06-15' })).toEqual({ from: '2026-06-15', to: '2026-06-15' });
    expect(sieExportPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('refuses a missing from on from, and a missing to on to', () => {
    expect(refusedOn({ from: null, to: '2026-12-31' })).toBe('from VALIDATION.INVALID_FORMAT');
    expect(refusedOn({ from: null, to: null })).toBe('from VALIDATION.INVALID_FORMAT');
    expect(refusedOn({ from: '2026-01-01', to: null })).toBe('to VALIDATION.INVALID_FORMAT');
  });

  it('refuses a period that ends before it starts, on to', () => {
    expect(refusedOn({ from: '2026-05-02', to: '2026-05-01' })).toBe('to VALIDATION.INVALID_FORMAT');
  });

  it('refuses a period across the turn of the year, even a short one, on to', () => {
    expect(refusedOn({ from: '2025-12-31', to: '2026-01-01' })).toBe('to VALIDATION.INVALID_FORMAT');
    expect(refusedOn({ from: '2025-01-01', to: '2026-12-31' })).toBe('to VALIDATION.INVALID_FORMAT');
  });
});
