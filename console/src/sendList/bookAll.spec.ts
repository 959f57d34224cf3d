import { describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../dataProvider/ApiError';
import { createIdempotencyKeys, type BookOrders } from '../order/booking';
import { bookAllReducer, initialBookAllState, progressText, runBookAll, type BookAllAction, type BookAllState } from './bookAll';

const run = async (orderNos: string[], bookOrders: BookOrders) => {
  let state: BookAllState = initialBookAllState;
  const seen: BookAllState[] = [];
  await runBookAll(orderNos, bookOrders, createIdempotencyKeys(), (action: BookAllAction) => {
    state = bookAllReducer(state, action);
    seen.push(state);
  });
  return { state, seen };
};

const booked = (orderNo: string) => ({ orders: [{ orderNo, booked: true, errors: [] }], errors: [], booked: 1, failed: 0 });
const refused = (orderNo: string, ...codes: string[]) => ({
  orders: [{ orderNo, booked: false, errors: codes.map((code) => ({ code, description: `text of ${code}` })) }],
  errors: [],
  booked: 0,
  failed: 1,
});

describe('book all', () => {
  it('books each order in turn with its own key, and succeeds when all were booked', async () => {
    const book = jest.fn<BookOrders>(async ([orderNo]) => booked(orderNo));
    const { state, seen } = await run(['A', 'B', 'C'], book);
    expect(book.mock.calls.map(([orderNos]) => orderNos)).toEqual([['A'], ['B'], ['C']]);
    expect(new Set(book.mock.calls.map(([, key]) => key)).size).toBe(3);
    expect(state).toMatchObject({
      running: false,
      done: 3,
      result: 'succeeded',
      errors: [],
      cards: { A: 'booked', B: 'booked', C: 'booked' },
    });
    // Progress while the second order is being booked.
    const second = seen.find((s) => s.cards.B === 'booking')!;
    expect(second.cards).toEqual({ A: 'booked', B: 'booking', C: 'waiting' });
    expect(progressText(second)).toBe('2 / 3');
  });

  it('goes on after a failure, accumulates errors de-duplicated by code, and reports the failure', async () => {
    const book = jest.fn<BookOrders>(async ([orderNo]) => {
      if (orderNo === 'A') return refused('A', 'ERROR.CONSIGNOR_CONSIGNEE_FIRST');
      if (orderNo === 'C') return refused('C', 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', 'ERROR.PRICE_NOT_FOUND');
      return booked(orderNo);
    });
    const { state } = await run(['A', 'B', 'C'], book);
    expect(book).toHaveBeenCalledTimes(3);
    expect(state.result).toBe('failed');
    expect(state.cards).toEqual({ A: 'failed', B: 'booked', C: 'failed' });
    expect(state.errors).toEqual([
      { code: 'ERROR.CONSIGNOR_CONSIGNEE_FIRST', description: 'text of ERROR.CONSIGNOR_CONSIGNEE_FIRST' },
      { code: 'ERROR.PRICE_NOT_FOUND', description: 'text of ERROR.PRICE_NOT_FOUND' },
    ]);
    expect(progressText(state)).toBe('3 / 3');
  });

  it('counts a refused call (409, network) as a failed order', async () => {
    const book = jest
      .fn<BookOrders>()
      .mockRejectedValueOnce(new ApiError(409, { code: 'ORDER.ALREADY_BOOKED', message: 'Redan bokad' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { state } = await run(['A', 'B'], book);
    expect(state.result).toBe('failed');
    expect(state.errors.map((e) => e.code)).toEqual(['ORDER.ALREADY_BOOKED', 'ERROR.GENERIC']);
  });

  it('starts a new run from scratch', () => {
    const failedRun: BookAllState = {
      ...initialBookAllState,
      orderNos: ['A'],
      done: 1,
      cards: { A: 'failed' },
      errors: [{ code: 'X' }],
      result: 'failed',
    };
    expect(bookAllReducer(failedRun, { type: 'start', orderNos: ['A'] })).toEqual({
      running: true,
      orderNos: ['A'],
      done: 0,
      cards: { A: 'waiting' },
      errors: [],
    });
  });
});
