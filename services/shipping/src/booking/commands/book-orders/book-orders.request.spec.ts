import { DomainError } from '@freight/kernel';
import { parseBookOrdersBody } from './book-orders.request';

const fieldsOf = (body: unknown) => {
  try {
    parseBookOrdersBody(body);
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors.map((f) => `${f.field}:${f.code}`);
    throw error;
  }
  return [];
};

describe(parseBookOrdersBody.name, () => {
  it('takes order numbers, upper-cased and de-duplicated', () => {
    expect(parseBookOrdersBody({ orderNos: ['abc', 'ABC', 'X-1'] })).toEqual({ orderNos: ['ABC', 'X-1'] });
  });

  it('takes all: true', () => {
    expect(parseBookOrdersBody({ all: true })).toEqual({ all: true });
  });

  it('refuses anything else with field errors', () => {
    expect(fieldsOf(undefined)).toEqual(['orderNos:VALIDATION.REQUIRED']);
    expect(fieldsOf(['A'])).toEqual(['orderNos:VALIDATION.REQUIRED']);
    expect(fieldsOf({})).toEqual(['orderNos:VALIDATION.REQUIRED']);
    expect(fieldsOf({ all: false })).toEqual(['orderNos:VALIDATION.REQUIRED']);
    expect(fieldsOf({ all: 'yes' })).toEqual(['all:VALIDATION.INVALID_FORMAT', 'orderNos:VALIDATION.REQUIRED']);
    expect(fieldsOf({ all: true, orderNos: ['A'] })).toEqual(['all:VALIDATION.INVALID_FORMAT']);
    expect(fieldsOf({ orderNos: [] })).toEqual(['orderNos:VALIDATION.REQUIRED']);
    expect(fieldsOf({ orderNos: 'A' })).toEqual(['orderNos:VALIDATION.INVALID_FORMAT']);
    expect(fieldsOf({ orderNos: ['A', 7, 'bad no', ''] })).toEqual([
      'orderNos.1:VALIDATION.INVALID_FORMAT',
      'orderNos.2:VALIDATION.INVALID_FORMAT',
      'orderNos.3:VALIDATION.INVALID_FORMAT',
    ]);
    expect(fieldsOf({ orderNos: Array.from({ length: 101 }, (_, i) => `A${i}`) })).toEqual(['orderNos:VALIDATION.MAX']);
    expect(fieldsOf({ orderNos: ['A'], price: 1 })).toEqual(['price:VALIDATION.UNKNOWN_FIELD']);
  });
});
