import type { ApiAnswer, Loose } from '../api/types';
import { isApiError } from '../dataProvider/ApiError';

/**
 * Booking orders (spec 4 "Booking", 7 "PUT /order/book/"): the answer's shape, what one attempt
 * came to, and the idempotency keys that make a retry safe.
 */

/** An error as the server words it; one the console makes itself (no answer came) may lack the text. */
export type ServerError = Loose<BookAnswerSchema['errors'][number]>;

type BookAnswerSchema = ApiAnswer<'/api/order/book', 'put'>;

/** PUT /api/order/book/'s answer, read defensively (a proxy's or an older server's answer may lack parts). */
export type BookAnswer = Loose<BookAnswerSchema>;

export interface BookOutcome {
  orderNo: string;
  booked: boolean;
  consignmentNo?: string;
  errors: ServerError[];
  /**
   * The server decided (booked, refused, already booked, not found). Undecided attempts (network
   * failure, 5xx) may have reached the server, so their retry must carry the same key.
   */
  decided: boolean;
}

/** Errors accumulate de-duplicated by code (spec 7 "Handling of answers"); errors without a code by text. */
export const mergeErrors = (current: readonly ServerError[], incoming: readonly ServerError[]): ServerError[] => {
  const result = [...current];
  const seen = new Set(current.map((error) => error.code || `text:${error.description ?? ''}`));
  for (const error of incoming) {
    const key = error.code || `text:${error.description ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(error);
  }
  return result;
};

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** What a 200 answer says about one order. */
export const outcomeOfAnswer = (orderNo: string, answer: BookAnswer | undefined): BookOutcome => {
  const orders = list<NonNullable<BookAnswer['orders']>[number]>(answer?.orders);
  const entry =
    orders.find((order) => order.orderNo?.toUpperCase() === orderNo.toUpperCase()) ?? (orders.length === 1 ? orders[0] : undefined);
  const errors = mergeErrors(list<ServerError>(entry?.errors), list<ServerError>(answer?.errors));
  const booked = entry?.booked === true;
  return {
    orderNo,
    booked,
    consignmentNo: entry?.consignmentNo ?? undefined,
    errors: booked ? errors : errors.length ? errors : [{ code: 'ORDER.NOT_BOOKED' }],
    decided: true,
  };
};

/** What a failed call says: 4xx are the server's decision (409 already booked, 404 not found) with its message. */
export const outcomeOfFailure = (orderNo: string, error: unknown): BookOutcome => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const fieldErrors = (error.body?.errors ?? []).map((field) => ({ code: field.code, description: field.message }));
    return {
      orderNo,
      booked: false,
      errors: mergeErrors([{ code: error.code ?? `HTTP.${error.status}`, description: error.serverMessage }], fieldErrors),
      decided: true,
    };
  }
  return { orderNo, booked: false, errors: [{ code: 'ERROR.GENERIC' }], decided: false };
};

export type BookOrders = (orderNos: string[], idempotencyKey: string) => Promise<BookAnswer>;

/**
 * Idempotency keys per order: one random key per intent to book, kept while attempts stay
 * undecided (so a retry cannot book twice), dropped once the server decided (so booking again
 * after fixing the consignment is a new intent, not a replay of the refusal).
 */
export interface IdempotencyKeys {
  keyFor(orderNo: string): string;
  settle(orderNo: string): void;
}

export const randomUuid = (random: { getRandomValues<T extends Uint8Array>(array: T): T } = globalThis.crypto): string => {
  const bytes = random.getRandomValues(new Uint8Array(16));
  // RFC 4122 version 4 and variant bits (crypto.randomUUID exists only in secure contexts).
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const createIdempotencyKeys = (newKey: () => string = () => randomUuid()): IdempotencyKeys => {
  const keys = new Map<string, string>();
  return {
    keyFor: (orderNo) => {
      let key = keys.get(orderNo);
      if (!key) {
        key = newKey();
        keys.set(orderNo, key);
      }
      return key;
    },
    settle: (orderNo) => {
      keys.delete(orderNo);
    },
  };
};

/** One attempt to book one order: PUT /order/book/ {orderNos: [orderNo]} under the order's key. */
export const bookOne = async (bookOrders: BookOrders, keys: IdempotencyKeys, orderNo: string): Promise<BookOutcome> => {
  let outcome: BookOutcome;
  try {
    outcome = outcomeOfAnswer(orderNo, await bookOrders([orderNo], keys.keyFor(orderNo)));
  } catch (error) {
    outcome = outcomeOfFailure(orderNo, error);
  }
  if (outcome.decided) keys.settle(orderNo);
  return outcome;
};
