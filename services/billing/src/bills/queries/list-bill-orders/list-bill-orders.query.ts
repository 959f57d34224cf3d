import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@freight/kernel';
import type { BillOrderResponse } from '../../domain/bill-order.response';

// Sorts the per-customer index serves; another order would sort a large customer's every line per page.
export const BILL_ORDER_SORTS = ['date'] as const;
export type BillOrderSort = (typeof BILL_ORDER_SORTS)[number];

export class ListBillOrdersQuery extends Query<BillOrdersPage> {
  constructor(
    readonly customerId: number,
    readonly period: { from: string | null; to: string | null },
    readonly searchPhrase: string,
    readonly list: ListQuery<BillOrderSort>,
  ) {
    super();
  }
}

/**
 * How far past the page's start the order search counts: the total is exact up to `start + BILL_ORDER_COUNT_WINDOW`
 * rows and unknown beyond (null, `Content-Range: billorders 0-24/*`), so no page costs a count of a large
 * customer's whole history.
 */
export const BILL_ORDER_COUNT_WINDOW = 10_000;

/** A page of the order search; `total` is null when more rows follow than the count looks at. */
export interface BillOrdersPage {
  rows: BillOrderResponse[];
  total: number | null;
}
