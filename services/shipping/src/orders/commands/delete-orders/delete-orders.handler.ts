import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { deleteConsignment } from '../../../consignments/application/consignment-store';
import { OrderEntity } from '../../database/order.entity';
import { orderDeletedEvent } from '../../application/order-events';
import { assertOrderNotBooked, ownedOrder } from '../../application/owned-order';
import { DeleteOrdersCommand } from './delete-orders.command';

/** DELETE /order/{orderNo} and PUT /order/bulk/delete/: all or nothing; each order's consignment goes with it; OrderDeleted each. */
@CommandHandler(DeleteOrdersCommand)
export class DeleteOrdersHandler implements ICommandHandler<DeleteOrdersCommand, { deleted: string[] }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  async execute({ principal, orderNos }: DeleteOrdersCommand): Promise<{ deleted: string[] }> {
    const unique = [...new Set(orderNos.map((n) => (typeof n === 'string' ? n.toUpperCase() : n)))];
    return this.tx.run(async (manager) => {
      const orders: OrderEntity[] = [];
      for (const orderNo of unique) orders.push(await ownedOrder(manager, principal, orderNo, true));
      orders.forEach(assertOrderNotBooked);
      for (const order of orders) {
        await manager.delete(OrderEntity, { orderNo: order.orderNo });
        await deleteConsignment(manager, order.consignmentId);
        await this.outbox.record('OrderDeleted', order.orderNo, orderDeletedEvent(order, principal));
      }
      return { deleted: orders.map((o) => o.orderNo) };
    });
  }
}
