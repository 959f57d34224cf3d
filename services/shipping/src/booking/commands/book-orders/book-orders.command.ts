import type { Principal } from '@freight/kernel';
import type { BookingErrorItem } from '../../application/booking-errors';
import type { BookOrdersSelection } from './book-orders.request';

export class BookOrdersCommand {
  constructor(
    readonly principal: Principal,
    readonly selection: BookOrdersSelection,
  ) {}
}

export interface OrderBookingResult {
  orderNo: string;
  booked: boolean;
  consignmentNo: string | null;
  errors: BookingErrorItem[];
}

export interface BookOrdersAnswer {
  orders: OrderBookingResult[];
  /** Every order's errors, de-duplicated by code. */
  errors: BookingErrorItem[];
  booked: number;
  failed: number;
}
