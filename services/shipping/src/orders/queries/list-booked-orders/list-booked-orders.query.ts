import type { ListQuery } from '@freight/kernel';
import type { OrderResponse } from '../../order.response';
import type { BookedSortField } from '@freight/reference-data';
import type { BookedFilter } from './list-booked-orders.request';

/** One page of the booked list of a customer (its company's when showAllBooked is set). */
export class ListBookedOrdersQuery {
  constructor(
    readonly customerId: number,
    readonly list: ListQuery<BookedSortField>,
    readonly filter: BookedFilter,
  ) {}
}

export interface BookedOrdersPage {
  rows: OrderResponse[];
  /** Every booked order the filter matches, for Content-Range; null when there are more than the count looks at (COUNT_WINDOW past the page). */
  total: number | null;
}
