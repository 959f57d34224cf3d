import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { orderDeletedEvent } from '../../../orders/application/order-events';
import { assertOrderNotBooked } from '../../../orders/application/owned-order';
import { OrderEntity } from '../../../orders/database/order.entity';
import { assertNotBooked, Consignments } from '../../application/consignments';
import { ConsignmentsAnswer, consignmentsAnswer } from '../../consignment.response';
import { parseConsignmentId } from '../../domain/consignment-id';
import { ConsignmentEntity } from '../../database/consignment.entity';
import { DeleteConsignmentsCommand } from './delete-consignments.command';

/**
 * POST /consignment/delete/: all or nothing. Any id not the caller's: 404 (nothing deleted); any booked: 409.
 * A consignment's unbooked order goes with it (OrderDeleted).
 */
@CommandHandler(DeleteConsignmentsCommand)
export class DeleteConsignmentsHandler implements ICommandHandler<DeleteConsignmentsCommand, ConsignmentsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly consignments: Consignments,
  ) {}

  async execute({ principal, ids }: DeleteConsignmentsCommand): Promise<ConsignmentsAnswer> {
    const unique = [...new Set(ids.map((id) => parseConsignmentId(id) ?? String(id)))];
    await this.tx.run(async (manager) => {
      const rows: ConsignmentEntity[] = [];
      for (const id of unique) rows.push(await this.consignments.owned(principal, id, true));
      rows.forEach(assertNotBooked);
      for (const row of rows) {
        const order = await manager.findOneBy(OrderEntity, { consignmentId: row.id });
        if (order) assertOrderNotBooked(order);
        await manager.delete(ConsignmentEntity, { id: row.id });
        if (order) await this.outbox.record('OrderDeleted', order.orderNo, orderDeletedEvent(order, principal));
      }
    });
    return consignmentsAnswer([]);
  }
}
