import { bookOne, mergeErrors, type BookOrders, type IdempotencyKeys, type ServerError } from '../order/booking';

/**
 * "Boka alla" (spec 4 "Booking"): every send-list order in turn, errors accumulated and
 * de-duplicated by code; all booked → the booked list, otherwise a failure and the user stays.
 */

export type CardState = 'waiting' | 'booking' | 'booked' | 'failed';

export interface BookAllState {
  running: boolean;
  /** The orders of this run, in booking order. */
  orderNos: string[];
  /** Orders finished (booked or failed). */
  done: number;
  cards: Record<string, CardState>;
  errors: ServerError[];
  /** Set when the run ended: 'succeeded' when every order was booked. */
  result?: 'succeeded' | 'failed';
}

export type BookAllAction =
  | { type: 'start'; orderNos: string[] }
  | { type: 'booking'; orderNo: string }
  | { type: 'booked'; orderNo: string }
  | { type: 'failed'; orderNo: string; errors: ServerError[] }
  | { type: 'finish' };

export const initialBookAllState: BookAllState = { running: false, orderNos: [], done: 0, cards: {}, errors: [] };

export const bookAllReducer = (state: BookAllState, action: BookAllAction): BookAllState => {
  switch (action.type) {
    case 'start':
      return {
        running: true,
        orderNos: action.orderNos,
        done: 0,
        cards: Object.fromEntries(action.orderNos.map((orderNo) => [orderNo, 'waiting' as const])),
        errors: [],
      };
    case 'booking':
      return { ...state, cards: { ...state.cards, [action.orderNo]: 'booking' } };
    case 'booked':
      return { ...state, done: state.done + 1, cards: { ...state.cards, [action.orderNo]: 'booked' } };
    case 'failed':
      return {
        ...state,
        done: state.done + 1,
        cards: { ...state.cards, [action.orderNo]: 'failed' },
        errors: mergeErrors(state.errors, action.errors),
      };
    case 'finish': {
      const failed = state.orderNos.some((orderNo) => state.cards[orderNo] !== 'booked');
      return { ...state, running: false, result: failed || state.errors.length > 0 ? 'failed' : 'succeeded' };
    }
  }
};

/** "2 / 5": the order being booked (or the last one) out of all. */
export const progressText = (state: Pick<BookAllState, 'done' | 'orderNos' | 'running'>) =>
  `${Math.min(state.running ? state.done + 1 : state.done, state.orderNos.length)} / ${state.orderNos.length}`;

/** Books the orders one after another (the server books one order per call here), reporting each step. */
export const runBookAll = async (
  orderNos: readonly string[],
  bookOrders: BookOrders,
  keys: IdempotencyKeys,
  dispatch: (action: BookAllAction) => void,
): Promise<void> => {
  dispatch({ type: 'start', orderNos: [...orderNos] });
  for (const orderNo of orderNos) {
    dispatch({ type: 'booking', orderNo });
    const outcome = await bookOne(bookOrders, keys, orderNo);
    dispatch(outcome.booked ? { type: 'booked', orderNo } : { type: 'failed', orderNo, errors: outcome.errors });
  }
  dispatch({ type: 'finish' });
};
