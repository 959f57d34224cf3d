import { isAdmin, parseId, Principal } from '@freight/kernel';
import type { BillRow } from '../domain/bill.response';
import { billNotFound } from '../domain/bill.errors';

/** A bill the caller may see: another customer's and a missing one answer alike (the spec's text). */
export function visibleBill<T extends BillRow>(principal: Principal, row: T | undefined): T {
  if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw billNotFound();
  return row;
}

/** A bill id from the path; one that is not an id names no bill. */
export function billIdOf(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw billNotFound();
  return id;
}
