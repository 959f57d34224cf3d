import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { ConsignmentEntity } from '../../../consignments/consignment.entity';
import { ownedOrder } from '../../../orders/order.commands';
import { OrderEntity } from '../../../orders/order.entity';
import { demoForbidden } from '../book-orders/book-orders.handler';
import { MarkOrdersPrintedCommand } from './mark-orders-printed.command';

/**
 * PUT /order/printed/: all or nothing. Any order not the caller's → 404, any not booked → 409
 * ORDER.NOT_BOOKED; else printed = true and OrderPrinted for each. Printing again is allowed (a
 * waybill is reprinted when a label is lost) and is an event of its own, but date_printed keeps the
 * first print: it answers "since when has this been printed", which a reprint does not change.
 */
@CommandHandler(MarkOrdersPrintedCommand)
export class MarkOrdersPrintedHandler implements ICommandHandler<MarkOrdersPrintedCommand, { printed: string[] }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  async execute({ principal, orderNos }: MarkOrdersPrintedCommand): Promise<{ printed: string[] }> {
    if (principal.demo) throw demoForbidden();
    const unique = [...new Set(orderNos.map((n) => (typeof n === 'string' ? n.trim().toUpperCase() : n)))];
    return this.tx.run(async (manager) => {
      const orders: OrderEntity[] = [];
      for (const orderNo of unique) orders.push(await ownedOrder(manager, principal, orderNo, true));
      if (orders.some((o) => !o.dateBooked)) throw new DomainError('conflict', 'ORDER.NOT_BOOKED');
      const now = new Date();
      for (const order of orders) {
        const consignment = await manager.findOneBy(ConsignmentEntity, { id: order.consignmentId });
        await manager.update(OrderEntity, { orderNo: order.orderNo }, { printed: true, datePrinted: order.datePrinted ?? now });
        await this.outbox.record(
          'OrderPrinted',
          order.orderNo,
          {
            orderNo: order.orderNo,
            customerId: String(order.customerId),
            consignmentNo: consignment?.consignmentNo ?? '',
            printedAt: now.toISOString(),
            printedBy: String(principal.userId),
          },
          now,
        );
      }
      return { printed: orders.map((o) => o.orderNo) };
    });
  }
}
