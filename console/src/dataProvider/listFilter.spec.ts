import { describe, expect, it } from '@jest/globals';
import { listFilter } from './listFilter';

describe('listFilter', () => {
  it('leaves out empty and unticked values and keeps the rest as given', () => {
    expect(listFilter({ a: undefined, b: null, c: '', d: false, e: true, f: 0, status: ['booked'] }, 2)).toEqual({
      e: true,
      f: 0,
      status: ['booked'],
    });
    expect(listFilter(undefined, 2)).toEqual({});
  });

  it('sends the search phrase trimmed, and only from the server index minimum on', () => {
    expect(listFilter({ q: ' ab ' }, 2)).toEqual({ q: 'ab' });
    expect(listFilter({ q: 'ab' }, 3)).toEqual({});
  });
});
