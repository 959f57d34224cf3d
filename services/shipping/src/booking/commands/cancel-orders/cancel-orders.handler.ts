import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Language, MessageCode, Principal, requestContext, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { CarrierBooking, CarrierRefused } from '../../../carriers';
import { knownCarrierStatus } from '../../../carrier-status/domain/carrier-status';
import { findConsignment } from '../../../consignments/application/consignment-store';
import { ownedOrder } from '../../../orders/application/owned-order';
import { markOrderCancelled } from '../../../orders/application/order-store';
import type { Order } from '../../../orders/domain/order';
import { demoForbidden } from '../../../shared/demo.errors';
import { BookingErrorItem, distinctItems, reasonItem } from '../../application/booking-errors';
import { CancelOrdersAnswer, CancelOrdersCommand, OrderCancellationResult } from './cancel-orders.command';

interface Transmission {
  state: 'pending' | 'confirmed' | 'refused' | 'cancelled';
  carrier_code: number;
  carrier_shipment_id: string | null;
  pickup_state: 'pending' | 'confirmed' | 'refused' | 'cancelled' | null;
  pickup_confirmation: string | null;
}

const TRANSMISSION = `SELECT state, carrier_code, carrier_shipment_id, pickup_state, pickup_confirmation FROM carrier_transmissions WHERE order_no = $1`;

/**
 * PUT /order/cancel/: each named order on its own (one that cannot be cancelled never blocks the others);
 * an order not the caller's → 404 before anything is cancelled. An order is cancellable while booked and not
 * yet scanned by its carrier (no PICKUP, IN_TRANSIT or DELIVERED); one already cancelled answers cancelled
 * again. A shipment the carrier made is voided there first, with no lock held during the call; then the order,
 * its transmission and OrderCancelled are written in one transaction that re-checks the order. A booking still
 * waiting for its carrier is cancelled in the portal only: its transmission is never sent (and if a call was
 * in flight, the transmitter voids what it made).
 */
@CommandHandler(CancelOrdersCommand)
export class CancelOrdersHandler implements ICommandHandler<CancelOrdersCommand, CancelOrdersAnswer> {
  private readonly logger = new Logger(CancelOrdersHandler.name);

  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly carriers: CarrierBooking,
  ) {}

  async execute({ principal, orderNos }: CancelOrdersCommand): Promise<CancelOrdersAnswer> {
    if (principal.demo) throw demoForbidden();
    const language = requestContext.language();
    const orders: Order[] = [];
    for (const orderNo of orderNos) orders.push(await ownedOrder(this.tx.manager, principal, orderNo, false));
    const results: OrderCancellationResult[] = [];
    for (const order of orders) results.push(await this.cancelOne(principal, order, language));
    const cancelled = results.filter((r) => r.cancelled).length;
    return { orders: results, errors: distinctItems(results.flatMap((r) => r.errors)), cancelled, failed: results.length - cancelled };
  }

  private async cancelOne(principal: Principal, order: Order, language: Language): Promise<OrderCancellationResult> {
    // A transmission confirmed between the read and the write needs its void first: read again (rarely more than once).
    for (let attempt = 1; ; attempt++) {
      const result = await this.tryCancel(principal, order, language);
      if (result !== 'again') return result;
      if (attempt === 3)
        return { orderNo: order.orderNo, cancelled: false, errors: [reasonItem({ code: 'CARRIER.UNAVAILABLE' }, language)] };
    }
  }

  private async tryCancel(principal: Principal, order: Order, language: Language): Promise<OrderCancellationResult | 'again'> {
    const failed = (code: MessageCode, params?: Record<string, string>): OrderCancellationResult => ({
      orderNo: order.orderNo,
      cancelled: false,
      errors: [reasonItem({ code, params }, language)],
    });
    const refusal = cancellable(order);
    if (refusal) return refusal === 'done' ? { orderNo: order.orderNo, cancelled: true, errors: [] } : failed(refusal);
    const [transmission] = (await this.tx.manager.query(TRANSMISSION, [order.orderNo])) as Transmission[];
    // The pickup first: once it is cancelled (and marked so), a void that fails leaves nothing to undo on a retry.
    if (transmission?.pickup_state === 'confirmed' && transmission.pickup_confirmation) {
      try {
        await this.carriers.cancelPickup(transmission.carrier_code, transmission.pickup_confirmation, order.customerId);
        await this.tx.manager.query(
          `UPDATE carrier_transmissions SET pickup_state = 'cancelled' WHERE order_no = $1 AND pickup_state = 'confirmed'`,
          [order.orderNo],
        );
      } catch (error) {
        if (error instanceof CarrierRefused) return failed('CARRIER.VOID_REFUSED', { carrierText: error.carrierText });
        this.logger.warn(
          `order ${order.orderNo}: pickup cancellation at carrier ${transmission.carrier_code} failed: ${(error as Error).message}`,
        );
        return failed('CARRIER.UNAVAILABLE');
      }
    }
    let voided = '';
    if (transmission?.state === 'confirmed' && transmission.carrier_shipment_id) {
      try {
        await this.carriers.cancel(transmission.carrier_code, transmission.carrier_shipment_id, order.customerId);
        voided = transmission.carrier_shipment_id;
      } catch (error) {
        if (error instanceof CarrierRefused) return failed('CARRIER.VOID_REFUSED', { carrierText: error.carrierText });
        this.logger.warn(`order ${order.orderNo}: void at carrier ${transmission.carrier_code} failed: ${(error as Error).message}`);
        return failed('CARRIER.UNAVAILABLE');
      }
    }
    const errors: BookingErrorItem[] = [];
    const outcome = await this.tx.run(async (manager) => {
      const current = await ownedOrder(manager, principal, order.orderNo, true);
      const again = cancellable(current);
      if (again) return again;
      const [locked] = (await manager.query(`${TRANSMISSION} FOR UPDATE`, [current.orderNo])) as Transmission[];
      if (locked?.state === 'confirmed' && !voided) return 'again' as const;
      // A pickup the worker booked since: cancel it first, on the next round.
      if (locked?.pickup_state === 'confirmed') return 'again' as const;
      const now = new Date();
      await markOrderCancelled(manager, current.orderNo, now);
      await manager.query(
        `UPDATE carrier_transmissions SET state = 'cancelled', settled_at = now(), lease_until = NULL,
                pickup_state = CASE WHEN pickup_state = 'pending' THEN 'cancelled' ELSE pickup_state END
          WHERE order_no = $1`,
        [current.orderNo],
      );
      const consignment = await findConsignment(manager, current.consignmentId);
      await this.outbox.record(
        'OrderCancelled',
        current.orderNo,
        {
          orderNo: current.orderNo,
          customerId: String(current.customerId),
          consignmentNo: consignment?.consignmentNo ?? '',
          supplierId: current.supplierId ?? 0,
          cancelledAt: now.toISOString(),
          cancelledBy: String(principal.userId),
          carrierShipmentId: voided,
          reason: 'CUSTOMER',
        },
        now,
      );
      return 'done' as const;
    });
    if (outcome === 'again') return 'again';
    if (outcome !== 'done') errors.push(reasonItem({ code: outcome }, language));
    return { orderNo: order.orderNo, cancelled: outcome === 'done', errors };
  }
}

/** 'done' when already cancelled, else the reason it cannot be, or null when it can. */
function cancellable(order: Order): MessageCode | 'done' | null {
  // Refused by its carrier, the booking was cancelled then (OrderCancelled with reason CARRIER_REFUSED).
  if (order.carrierState === 'cancelled' || order.carrierState === 'refused') return 'done';
  if (!order.dateBooked) return 'ORDER.NOT_BOOKED_CANNOT_CANCEL';
  const status = order.statusName === null ? null : knownCarrierStatus(order.statusName);
  if (status && status !== 'CONFIRMED') return 'ORDER.ALREADY_PICKED_UP';
  return null;
}
