import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../dataProvider/ApiError';
import { bookOne, createIdempotencyKeys, mergeErrors, outcomeOfAnswer, randomUuid, type BookAnswer, type BookOrders } from './booking';

describe('booking one order', () => {
  it('reads a booked order from the 200 answer', () => {
    const answer: BookAnswer = {
      orders: [{ orderNo: 'ABC', booked: true, consignmentNo: '373000001', errors: [] }],
      errors: [],
      booked: 1,
      failed: 0,
    };
    expect(outcomeOfAnswer('abc', answer)).toEqual({ orderNo: 'abc', booked: true, consignmentNo: '373000001', errors: [], decided: true });
  });

  it("collects the order's and the answer's errors, de-duplicated by code", () => {
    const answer: BookAnswer = {
      orders: [
        {
          orderNo: 'ABC',
          booked: false,
          errors: [{ code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', description: 'Ange avsändare och mottagare först.' }],
        },
      ],
      errors: [
        { code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', description: 'Ange avsändare och mottagare först.' },
        { code: 'X', description: 'Annat' },
      ],
      booked: 0,
      failed: 1,
    };
    const outcome = outcomeOfAnswer('ABC', answer);
    expect(outcome.booked).toBe(false);
    expect(outcome.errors.map((e) => e.code)).toEqual(['ERROR.CONSIGNOR_CONSIGNEE_FIRST', 'X']);
  });

  it('never reports an unbooked order without an error', () => {
    expect(outcomeOfAnswer('ABC', { orders: [], errors: [] })).toMatchObject({ booked: false, errors: [{ code: 'ORDER.NOT_BOOKED' }] });
  });

  it("shows the server's message for 409 (already booked) and forgets the key", async () => {
    const keys = createIdempotencyKeys();
    const conflict = new ApiError(409, { statusCode: 409, code: 'ORDER.ALREADY_BOOKED', message: 'Ordern är redan bokad.' });
    const book = jest.fn<BookOrders>().mockRejectedValue(conflict);
    const first = keys.keyFor('ABC');
    const outcome = await bookOne(book, keys, 'ABC');
    expect(outcome).toMatchObject({
      booked: false,
      decided: true,
      errors: [{ code: 'ORDER.ALREADY_BOOKED', description: 'Ordern är redan bokad.' }],
    });
    expect(keys.keyFor('ABC')).not.toBe(first);
  });

  it('retries an undecided attempt (network, 5xx) under the same key, a decided one under a new key', async () => {
    const keys = createIdempotencyKeys();
    const book = jest
      .fn<BookOrders>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new ApiError(503, { message: 'Unavailable' }))
      .mockResolvedValueOnce({ orders: [{ orderNo: 'ABC', booked: false, errors: [{ code: 'E1' }] }] })
      .mockResolvedValueOnce({ orders: [{ orderNo: 'ABC', booked: true }] });
    expect((await bookOne(book, keys, 'ABC')).decided).toBe(false);
    expect((await bookOne(book, keys, 'ABC')).decided).toBe(false);
    expect((await bookOne(book, keys, 'ABC')).booked).toBe(false);
    expect((await bookOne(book, keys, 'ABC')).booked).toBe(true);
    const sent = book.mock.calls.map(([orderNos, key]) => ({ orderNos, key }));
    expect(sent.every((call) => call.orderNos.length === 1 && call.orderNos[0] === 'ABC')).toBe(true);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[2].key).toBe(sent[0].key);
    expect(sent[3].key).not.toBe(sent[2].key);
  });

  it('makes version 4 uuids', () => {
    const a = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomUuid()).not.toBe(a);
  });

  it('merges errors by code, and code-less ones by text', () => {
    expect(
      mergeErrors(
        [{ code: 'A', description: 'a' }],
        [{ code: 'A', description: 'other' }, { description: 'x' }, { description: 'x' }, { code: 'B' }],
      ),
    ).toEqual([{ code: 'A', description: 'a' }, { description: 'x' }, { code: 'B' }]);
  });
});
