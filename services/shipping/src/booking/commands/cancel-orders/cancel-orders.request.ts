import { DomainError, FieldError } from '@freight/kernel';
import { orderNoListErrors, uniqueOrderNos } from '../book-orders/book-orders.request';

/** PUT /order/cancel/ body: `{ "orderNos": [1..100 order numbers] }`, nothing else; numbers trimmed, upper-cased, once each. */
export function parseCancelOrdersBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw DomainError.invalid([{ field: 'orderNos', code: 'VALIDATION.REQUIRED' }]);
  const { orderNos, ...rest } = body as Record<string, unknown>;
  const errors: FieldError[] = Object.keys(rest).map((field) => ({ field, code: 'VALIDATION.UNKNOWN_FIELD' }));
  errors.push(...orderNoListErrors(orderNos));
  if (errors.length) throw DomainError.invalid(errors);
  return uniqueOrderNos(orderNos as string[]);
}
