import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { findConsignment } from '../../../consignments/application/consignment-store';
import { ownedOrder } from '../../../orders/application/owned-order';
import type { Order } from '../../../orders/domain/order';
import { recordOrdersPrinted } from '../../../documents/application/record-orders-printed';
import { MarkOrdersPrintedCommand } from './mark-orders-printed.command';
import { demoForbidden } from '../../../shared/demo.errors';
import { orderNotBooked } from '../../../orders/domain/order.errors';

/**
 * PUT /order/printed/: all or nothing. Any order not the caller's → 404, any not booked → 409
 * ORDER.NOT_BOOKED; else marked printed with OrderPrinted for each, by the same rule as printing the
 * documents (documents/application/record-orders-printed: a reprint is its own event, date_printed the first).
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
      const orders: Order[] = [];
      for (const orderNo of unique) orders.push(await ownedOrder(manager, principal, orderNo, true));
      if (orders.some((o) => !o.dateBooked)) throw orderNotBooked();
      const printed = [];
      for (const order of orders)
        printed.push({
          order,
          consignmentNo: (await findConsignment(manager, order.consignmentId))?.consignmentNo ?? '',
        });
      await recordOrdersPrinted(manager, this.outbox, principal, printed);
      return { printed: orders.map((o) => o.orderNo) };
    });
  }
}
