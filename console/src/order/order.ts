import type { Schema } from '../api/types';

/** An order as the order lists answer it (spec 3, Order). */
export type Order = Schema<'Order'>;

export interface OrderQuery {
  booked: 0 | 1;
  from?: string;
  to?: string;
}
