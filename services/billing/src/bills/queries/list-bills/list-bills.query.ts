import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@freight/kernel';
import type { BillResponse } from '../../domain/bill.response';

export interface Page<T> {
  rows: T[];
  total: number;
}

export const BILL_SORTS = ['billDate', 'dueDate', 'id', 'total'] as const;
export type BillSort = (typeof BILL_SORTS)[number];
export class ListBillsQuery extends Query<Page<BillResponse>> {
  constructor(
    readonly customerId: number,
    readonly period: { from: string | null; to: string | null },
    readonly list: ListQuery<BillSort>,
  ) {
    super();
  }
}
