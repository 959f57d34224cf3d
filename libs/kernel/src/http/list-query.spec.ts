import type { FastifyReply } from 'fastify';
import { DomainError, FieldError } from '../errors/domain-error';
import { ListQueryOptions, parseListQuery, setContentRange } from './list-query';

type OrderField = 'id' | 'createdAt' | 'reference';
const options: ListQueryOptions<OrderField> = {
  sortable: ['id', 'createdAt', 'reference'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

function refusal(query: Record<string, unknown>, opts: ListQueryOptions<OrderField> = options): DomainError {
  try {
    parseListQuery(query, opts);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('the query was accepted');
}

describe(parseListQuery.name, () => {
  it('uses the default sort, the first page of 25 and no filter when the query is empty', () => {
    expect(parseListQuery({}, options)).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, range: { start: 0, end: 24 }, filter: {} });
  });

  it('treats empty parameters as absent', () => {
    expect(parseListQuery({ sort: '', range: '', filter: '' }, options)).toEqual(parseListQuery({}, options));
  });

  it('shrinks the default page to the maximum page size', () => {
    expect(parseListQuery({}, { ...options, maxPageSize: 10 }).range).toEqual({ start: 0, end: 9 });
  });

  it('reads the sort, range and filter react-admin sends', () => {
    const query = { sort: '["reference","ASC"]', range: '[25,49]', filter: '{"status":"BOOKED","q":"Umeå"}' };

    expect(parseListQuery(query, options)).toEqual({
      sort: { field: 'reference', order: 'ASC' },
      range: { start: 25, end: 49 },
      filter: { status: 'BOOKED', q: 'Umeå' },
    });
  });

  it('reads the sort order case-insensitively', () => {
    expect(parseListQuery({ sort: '["id","desc"]' }, options).sort).toEqual({ field: 'id', order: 'DESC' });
  });

  it('accepts a one-row range', () => {
    expect(parseListQuery({ range: '[7,7]' }, options).range).toEqual({ start: 7, end: 7 });
  });

  it('accepts a page exactly as large as the maximum', () => {
    expect(parseListQuery({ range: '[0,499]' }, options).range).toEqual({ start: 0, end: 499 });
  });

  it.each<[string, Record<string, unknown>, FieldError]>([
    ['an unsortable field', { sort: '["passwordHash","ASC"]' }, { field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }],
    ['an unknown sort order', { sort: '["id","UP"]' }, { field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a sort that is not an array', { sort: '"id"' }, { field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a null sort', { sort: 'null' }, { field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a sort that is not JSON', { sort: '[id,ASC]' }, { field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a range that is not JSON', { range: '[0,' }, { field: 'range', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a range with one number', { range: '[0]' }, { field: 'range', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a range with a negative start', { range: '[-1,5]' }, { field: 'range', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a range ending before it starts', { range: '[10,5]' }, { field: 'range', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a range of fractions', { range: '[0,2.5]' }, { field: 'range', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a range of strings', { range: '["0","9"]' }, { field: 'range', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a filter that is not JSON', { filter: '{status:BOOKED}' }, { field: 'filter', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a filter that is an array', { filter: '["BOOKED"]' }, { field: 'filter', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a filter that is a string', { filter: '"BOOKED"' }, { field: 'filter', code: 'VALIDATION.INVALID_FORMAT' }],
    ['a repeated parameter', { sort: ['["id","ASC"]', '["id","DESC"]'] }, { field: 'sort', code: 'VALIDATION.INVALID_FORMAT' }],
  ])('refuses %s with a 400 naming the parameter', (_name, query, fieldError) => {
    const error = refusal(query);

    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('VALIDATION.FORM');
    expect(error.fieldErrors).toEqual([fieldError]);
  });

  it('refuses a page larger than the maximum with the limit', () => {
    expect(refusal({ range: '[0,500]' }).fieldErrors).toEqual([{ field: 'range', code: 'VALIDATION.MAX', params: { limit: 500 } }]);
    expect(refusal({ range: '[100,150]' }, { ...options, maxPageSize: 50 }).fieldErrors).toEqual([
      { field: 'range', code: 'VALIDATION.MAX', params: { limit: 50 } },
    ]);
  });
});

describe(setContentRange.name, () => {
  function fakeReply() {
    const headers: Record<string, string> = {};
    const reply = {
      header(name: string, value: string) {
        headers[name] = value;
        return reply;
      },
    };
    return { reply: reply as unknown as FastifyReply, headers };
  }

  it('writes the resource, the rows sent and the total', () => {
    const { reply, headers } = fakeReply();

    setContentRange(reply, 'orders', { start: 0 }, 25, 319);

    expect(headers['Content-Range']).toBe('orders 0-24/319');
  });

  it('counts the last page from the rows actually sent', () => {
    const { reply, headers } = fakeReply();

    setContentRange(reply, 'orders', { start: 300 }, 19, 319);

    expect(headers['Content-Range']).toBe('orders 300-318/319');
  });

  it('writes a well-formed header for an empty list', () => {
    const { reply, headers } = fakeReply();

    setContentRange(reply, 'contacts', { start: 0 }, 0, 0);

    expect(headers['Content-Range']).toBe('contacts 0-0/0');
    expect(Number(headers['Content-Range'].split('/').pop())).toBe(0);
  });

  it('exposes the header to the browser', () => {
    const { reply, headers } = fakeReply();

    setContentRange(reply, 'orders', { start: 0 }, 1, 1);

    expect(headers['Access-Control-Expose-Headers']).toBe('Content-Range');
  });
});
