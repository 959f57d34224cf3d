import { DomainError } from '@freight/kernel';
import { parseIsoDate } from '../../../shared/stockholm-time';
import { parseListFilter } from './list-orders.request';
import { oreToDecimal } from '../../order.response';

describe('send list filter', () => {
  it('reads booked 0/1 and ISO calendar dates', () => {
    expect(parseListFilter({})).toEqual({ booked: false });
    expect(parseListFilter({ booked: '1', from: '2025-03-01', to: '2025-03-31' })).toEqual({
      booked: true,
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it.each([
    { booked: 'yes' },
    { from: '2025-3-1' },
    { to: '2025-02-29' },
    { from: ['2025-03-01'] },
    { from: '2025-03-02', to: '2025-03-01' },
  ])('refuses %j', (query) => {
    expect(() => parseListFilter(query)).toThrow(DomainError);
  });

  it('knows leap days', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
  });

  it('writes öre as decimal strings', () => {
    expect(oreToDecimal('123450')).toBe('1234.50');
    expect(oreToDecimal(5)).toBe('0.05');
    expect(oreToDecimal(null)).toBeNull();
  });
});
