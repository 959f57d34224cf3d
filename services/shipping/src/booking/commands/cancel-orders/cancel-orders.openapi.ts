import { ApiSchemaObject, arrayOf, bool, int, objectOf, str } from '@freight/runtime';
import type { BookingErrorItem } from '../../application/booking-errors';
import { MAX_ORDERS_PER_BOOKING } from '../book-orders/book-orders.request';
import type { CancelOrdersAnswer, OrderCancellationResult } from './cancel-orders.command';

export const CANCEL_ORDERS_BODY: ApiSchemaObject = {
  type: 'object',
  required: ['orderNos'],
  additionalProperties: false,
  properties: {
    orderNos: { ...arrayOf({ type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' }), minItems: 1, maxItems: MAX_ORDERS_PER_BOOKING },
  },
};

const ERROR_ITEM = objectOf<BookingErrorItem>({ code: str, description: { ...str, description: "In the caller's language" } });

export const CANCEL_ORDERS_ANSWER_SCHEMA = objectOf<CancelOrdersAnswer>({
  orders: arrayOf(objectOf<OrderCancellationResult>({ orderNo: str, cancelled: bool, errors: arrayOf(ERROR_ITEM) })),
  errors: { ...arrayOf(ERROR_ITEM), description: "Every order's errors, de-duplicated by code" },
  cancelled: int,
  failed: int,
});
