import { DomainError } from '@freight/kernel';
import { parseBookedListQuery } from './list-booked-orders.request';

const fieldErrors = (query: Record<string, unknown>) => {
  try {
    parseBookedListQuery(query);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors.map(({ field, code }) => `${field} ${code}`);
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
};

describe('booked list query', () => {
  it('defaults to the newest 25 and no filter', () => {
    expect(parseBookedListQuery({})).toEqual({
      list: { sort: { field: 'dateBooked', order: 'DESC' }, range: { start: 0, end: 24 }, filter: {} },
      filter: {},
    });
  });

  it('reads sort, range and the filter in ra-data-simple-rest shape', () => {
    const { list, filter } = parseBookedListQuery({
      sort: '["price","asc"]',
      range: '[50,99]',
      filter: JSON.stringify({ q: '  Göteborg ', status: 'delivered', from: '2025-03-01', to: '2025-03-31' }),
    });
    expect(list.sort).toEqual({ field: 'price', order: 'ASC' });
    expect(list.range).toEqual({ start: 50, end: 99 });
    expect(filter).toEqual({ q: 'Göteborg', statuses: ['delivered'], from: '2025-03-01', to: '2025-03-31' });
  });

  it('takes several statuses once each, and leaves out an empty search and empty dates', () => {
    expect(parseBookedListQuery({ filter: '{"status":["printed","booked","printed"],"q":"  ","from":""}' }).filter).toEqual({
      statuses: ['printed', 'booked'],
    });
  });

  it.each([
    [{ sort: '["consignment","DESC"]' }, 'sort VALIDATION.INVALID_FORMAT'],
    [{ sort: 'dateBooked' }, 'sort VALIDATION.INVALID_FORMAT'],
    [{ range: '[0,100]' }, 'range VALIDATION.MAX'],
    [{ range: '[10,5]' }, 'range VALIDATION.INVALID_FORMAT'],
    [{ range: '[-1,5]' }, 'range VALIDATION.INVALID_FORMAT'],
    [{ filter: '[]' }, 'filter VALIDATION.INVALID_FORMAT'],
    [{ filter: '{"q":"ab"}' }, 'filter.q VALIDATION.TOO_SHORT'],
    [{ filter: JSON.stringify({ q: 'x'.repeat(101) }) }, 'filter.q VALIDATION.TOO_LONG'],
    [{ filter: '{"q":42}' }, 'filter.q VALIDATION.INVALID_FORMAT'],
    [{ filter: '{"status":"lost"}' }, 'filter.status VALIDATION.INVALID_FORMAT'],
    [{ filter: '{"status":[]}' }, 'filter.status VALIDATION.INVALID_FORMAT'],
    [{ filter: '{"from":"2025-02-29"}' }, 'filter.from VALIDATION.INVALID_FORMAT'],
    [{ filter: '{"to":20250301}' }, 'filter.to VALIDATION.INVALID_FORMAT'],
    [{ filter: '{"from":"2025-03-02","to":"2025-03-01"}' }, 'filter.to VALIDATION.MIN'],
    [{ filter: '{"customerId":1002}' }, 'filter.customerId VALIDATION.UNKNOWN_FIELD'],
  ])('refuses %j', (query, expected) => {
    expect(fieldErrors(query)).toEqual([expected]);
  });
});
