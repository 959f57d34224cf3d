import { ApiSchemaObject, arrayOf, bool, int, nullable, objectOf, str } from '@freight/runtime';
import type { BookingErrorItem } from '../../application/booking-errors';
import type { BookOrdersAnswer, OrderBookingResult } from './book-orders.command';
import { MAX_ORDERS_PER_BOOKING } from './book-orders.request';

/** What parseBookOrdersBody accepts: the two shapes exclude each other, and nothing else is allowed. */
export const BOOK_ORDERS_BODY: ApiSchemaObject = {
  oneOf: [
    {
      type: 'object',
      required: ['orderNos'],
      additionalProperties: false,
      properties: {
        orderNos: { ...arrayOf({ type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' }), minItems: 1, maxItems: MAX_ORDERS_PER_BOOKING },
      },
    },
    {
      type: 'object',
      required: ['all'],
      additionalProperties: false,
      properties: { all: { ...bool, enum: [true], description: "Every unbooked order of the caller's" } },
    },
  ],
};

const ERROR_ITEM = objectOf<BookingErrorItem>({ code: str, description: { ...str, description: "In the caller's language" } });

export const BOOK_ORDERS_ANSWER_SCHEMA = objectOf<BookOrdersAnswer>({
  orders: arrayOf(objectOf<OrderBookingResult>({ orderNo: str, booked: bool, consignmentNo: nullable(str), errors: arrayOf(ERROR_ITEM) })),
  errors: { ...arrayOf(ERROR_ITEM), description: "Every order's errors, de-duplicated by code" },
  booked: int,
  failed: int,
});
