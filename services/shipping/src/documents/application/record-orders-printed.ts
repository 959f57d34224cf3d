import type { Principal } from '@freight/kernel';
import type { Outbox } from '@freight/messaging';
import type { EntityManager } from 'typeorm';
import { markOrderPrinted } from '../../orders/application/order-store';
import type { Order } from '../../orders/domain/order';

/**
 * Marks booked orders printed and records OrderPrinted for each, in the caller's transaction. A reprint
 * is an event of its own, but date_printed keeps the first print: it answers "printed since when".
 */
export async function recordOrdersPrinted(
  manager: EntityManager,
  outbox: Outbox,
  principal: Principal,
  printed: readonly { order: Order; consignmentNo: string }[],
  now = new Date(),
): Promise<void> {
  for (const { order, consignmentNo } of printed) {
    await markOrderPrinted(manager, order.orderNo, order.datePrinted ?? now);
    await outbox.record(
      'OrderPrinted',
      order.orderNo,
      {
        orderNo: order.orderNo,
        customerId: String(order.customerId),
        consignmentNo,
        printedAt: now.toISOString(),
        printedBy: String(principal.userId),
      },
      now,
    );
  }
}
