import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { isAdmin, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';

/**
 * The one tenancy rule: a member reaches only its own customer, an admin reaches any. Everything
 * else is "not found", so ids of other customers cannot be probed.
 */
export function assertCustomerAccess(principal: Principal, customerId: number): void {
  if (principal.customerId === customerId || isAdmin(principal)) return;
  throw DomainError.notFound('TENANCY.NOT_FOUND');
}

/** For rows that carry their owner: missing and foreign look the same to the caller. */
export function ownedOrNotFound<T extends { customerId: number }>(principal: Principal, row: T | null | undefined): T {
  if (!row) throw DomainError.notFound('TENANCY.NOT_FOUND');
  assertCustomerAccess(principal, row.customerId);
  return row;
}

export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * A customer id from the path, already checked against the caller:
 * `get(@CustomerIdParam('id') id: number)`. A malformed id is as unknown as a foreign one.
 */
export const CustomerIdParam = createParamDecorator((name: string, ctx: ExecutionContext): number => {
  const request = ctx.switchToHttp().getRequest<{ params: Record<string, string>; query: Record<string, unknown>; user?: Principal }>();
  const id = parseId(request.params[name] ?? request.query[name]);
  if (id === undefined || !request.user) throw DomainError.notFound('TENANCY.NOT_FOUND');
  assertCustomerAccess(request.user, id);
  return id;
});
