import { DomainError, FieldError } from '@freight/kernel';
import { MAX_ORDERS_PER_BOOKING } from '../book-orders/book-orders.request';

const ORDER_NO = /^[A-Za-z0-9-]{1,64}$/;

/** PUT /order/cancel/ body: `{ "orderNos": [1..100 order numbers] }`, nothing else; numbers trimmed, upper-cased, once each. */
export function parseCancelOrdersBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw DomainError.invalid([{ field: 'orderNos', code: 'VALIDATION.REQUIRED' }]);
  const errors: FieldError[] = [];
  const { orderNos, ...rest } = body as Record<string, unknown>;
  for (const field of Object.keys(rest)) errors.push({ field, code: 'VALIDATION.UNKNOWN_FIELD' });
  if (orderNos === undefined || orderNos === null) errors.push({ field: 'orderNos', code: 'VALIDATION.REQUIRED' });
  else if (!Array.isArray(orderNos)) errors.push({ field: 'orderNos', code: 'VALIDATION.INVALID_FORMAT' });
  else if (!orderNos.length) errors.push({ field: 'orderNos', code: 'VALIDATION.REQUIRED' });
  else if (orderNos.length > MAX_ORDERS_PER_BOOKING)
    errors.push({ field: 'orderNos', code: 'VALIDATION.MAX', params: { limit: MAX_ORDERS_PER_BOOKING } });
  else
    orderNos.forEach((no, i) =>
      typeof no === 'string' && ORDER_NO.test(no.trim())
        ? undefined
        : errors.push({ field: `orderNos.${i}`, code: 'VALIDATION.INVALID_FORMAT' }),
    );
  if (errors.length) throw DomainError.invalid(errors);
  return [...new Set((orderNos as string[]).map((n) => n.trim().toUpperCase()))];
}
