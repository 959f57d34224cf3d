import type { Principal } from '@freight/kernel';
import type { Outbox } from '@freight/messaging';
import type { EntityManager } from 'typeorm';
import { OrderEntity } from '../../orders/database/order.entity';

/**
 * Marks booked orders printed and records OrderPrinted for each, in the caller's transaction. A reprint
 * is an event of its own, but date_printed keeps the first print: it answers "printed since when".
 */
export async function recordOrdersPrinted(
  manager: EntityManager,
  outbox: Outbox,
  principal: Principal,
  printed: readonly { order: OrderEntity; consignmentNo: string }[],
  now = new Date(),
): Promise<void> {
  for (const { order, consignmentNo } of printed) {
    await manager.update(OrderEntity, { orderNo: order.orderNo }, { printed: true, datePrinted: order.datePrinted ?? now });
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
