import { DomainError } from '@freight/kernel/domain';
import { parsePeriod } from './period';

describe(parsePeriod.name, () => {
  it('reads from/to from the query or the filter, open when absent', () => {
    expect(parsePeriod({ from: '2026-02-28' }, { to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-03-01' });
    expect(parsePeriod({}, {})).toEqual({ from: null, to: null });
    expect(parsePeriod({ from: '2024-02-29' }, {})).toEqual({ from: '2024-02-29', to: null });
  });

  it.each(['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '26-01-01', 'igår'])(
    'refuses %s with 400, not a database error',
    (day) => {
      expect(() => parsePeriod({ from: day }, {})).toThrow(DomainError);
    },
  );
});
