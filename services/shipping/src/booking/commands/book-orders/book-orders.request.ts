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
  if (all !== true) errors.push(...orderNoListErrors(orderNos));
  if (errors.length) throw DomainError.invalid(errors);
  if (all === true) return { all: true };
  return { orderNos: uniqueOrderNos(orderNos as string[]) };
}

/** What is wrong with a body's `orderNos`: 1..100 order numbers (letters, digits and hyphens, up to 64). */
export function orderNoListErrors(orderNos: unknown): FieldError[] {
  if (orderNos === undefined || orderNos === null) return [{ field: 'orderNos', code: 'VALIDATION.REQUIRED' }];
  if (!Array.isArray(orderNos)) return [{ field: 'orderNos', code: 'VALIDATION.INVALID_FORMAT' }];
  if (!orderNos.length) return [{ field: 'orderNos', code: 'VALIDATION.REQUIRED' }];
  if (orderNos.length > MAX_ORDERS_PER_BOOKING)
    return [{ field: 'orderNos', code: 'VALIDATION.MAX', params: { limit: MAX_ORDERS_PER_BOOKING } }];
  return orderNos.flatMap((no, i) =>
    typeof no === 'string' && ORDER_NO.test(no.trim()) ? [] : [{ field: `orderNos.${i}`, code: 'VALIDATION.INVALID_FORMAT' as const }],
  );
}

/** The order numbers trimmed, upper-cased, once each. */
export const uniqueOrderNos = (orderNos: string[]): string[] => [...new Set(orderNos.map((n) => n.trim().toUpperCase()))];
