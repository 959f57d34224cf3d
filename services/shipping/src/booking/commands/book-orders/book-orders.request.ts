import { DomainError, FieldError } from '@freight/kernel';

/** Book these orders, or every unbooked order of the caller. */
export type BookOrdersSelection = { orderNos: string[] } | { all: true };

export const MAX_ORDERS_PER_BOOKING = 100;
const ORDER_NO = /^[A-Za-z0-9-]{1,64}$/;

/**
 * PUT /order/book/ body: `{ "orderNos": [1..100 order numbers] }` or `{ "all": true }`, nothing else.
 * Parsed by hand rather than by a DTO: the two shapes exclude each other, which the kernel's pipe
 * cannot say, and the field errors keep the kernel's shape either way.
 */
export function parseBookOrdersBody(body: unknown): BookOrdersSelection {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw DomainError.invalid([{ field: 'orderNos', code: 'VALIDATION.REQUIRED' }]);
  const errors: FieldError[] = [];
  const { orderNos, all, ...rest } = body as Record<string, unknown>;
  for (const field of Object.keys(rest)) errors.push({ field, code: 'VALIDATION.UNKNOWN_FIELD' });
  if (all !== undefined && typeof all !== 'boolean') errors.push({ field: 'all', code: 'VALIDATION.INVALID_FORMAT' });
  if (all === true && orderNos !== undefined) errors.push({ field: 'all', code: 'VALIDATION.INVALID_FORMAT' });
  if (all !== true) {
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
  }
  if (errors.length) throw DomainError.invalid(errors);
  if (all === true) return { all: true };
  return { orderNos: [...new Set((orderNos as string[]).map((n) => n.trim().toUpperCase()))] };
}
