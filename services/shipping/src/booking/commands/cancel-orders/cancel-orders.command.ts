import type { Principal } from '@freight/kernel';
import type { BookingErrorItem } from '../../application/booking-errors';

export class CancelOrdersCommand {
  constructor(
    readonly principal: Principal,
    readonly orderNos: readonly string[],
  ) {}
}

export interface OrderCancellationResult {
  orderNo: string;
  cancelled: boolean;
  errors: BookingErrorItem[];
}

export interface CancelOrdersAnswer {
  orders: OrderCancellationResult[];
  /** Every order's errors, de-duplicated by code. */
  errors: BookingErrorItem[];
  cancelled: number;
  failed: number;
}
