import type { ListFilter } from './list-orders.request';

export class ListOrdersQuery {
  constructor(
    readonly customerId: number,
    readonly filter: ListFilter,
  ) {}
}

/** No paging in the spec's call; a send list or a booked list this long is read in date slices. */
export const MAX_LISTED_ORDERS = 1_000;
