import { Injectable } from '@nestjs/common';
import { BookedOrder, BookedOrders } from '../../booked-orders/booked-orders';
import { RecordCustomerSettings } from '../../booked-orders/record-customer-settings';
import { Clock } from '../../shared/clock';
import { CLAIM_WINDOW_DAYS, claimWindow, ClaimWindow } from '../domain/claim-window';
import { claimDeadlinePassed, claimNotInsured, consignmentNotFound, insuranceDisabled } from '../domain/insurance-claim.errors';

/**
 * Whether a claim may be made: only for the member's own booked, insured order (claims' own copy), while the
 * customer's insurance is not inactivated (the insuranceDisabled setting, claims' copy), within the insurer's window
 * counted from delivery.
 */
@Injectable()
export class ClaimEligibility {
  constructor(
    private readonly orders: BookedOrders,
    private readonly settings: RecordCustomerSettings,
    private readonly clock: Clock,
  ) {}

  async orderOf(customerId: number, consignmentNo: string): Promise<BookedOrder> {
    const order = await this.orders.byConsignmentNo(customerId, consignmentNo);
    if (!order) throw consignmentNotFound('consignmentNo');
    return order;
  }

  async mayClaim(order: BookedOrder): Promise<ClaimWindow> {
    await this.assertInsuranceActive(order.customerId);
    if (!order.insured) throw claimNotInsured();
    const window = claimWindow(order.deliveredAt, this.clock.now());
    if (!window.open) throw claimDeadlinePassed(window.deadline!, CLAIM_WINDOW_DAYS);
    return window;
  }

  async assertInsuranceActive(customerId: number): Promise<void> {
    if (await this.settings.insuranceDisabled(customerId)) throw insuranceDisabled();
  }
}
