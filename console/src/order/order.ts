import type { Id } from '../session/session';

/** The fields of an order the console reads so far (spec 3, Order). */
export interface Order {
  orderNo: string;
  custId?: Id;
  consignmentId?: string;
  calculatedPrice?: number;
  calculatedCurrency?: string;
  dateBooked?: string | null;
  [field: string]: unknown;
}

export interface OrderQuery {
  booked: 0 | 1;
  from?: string;
  to?: string;
}
