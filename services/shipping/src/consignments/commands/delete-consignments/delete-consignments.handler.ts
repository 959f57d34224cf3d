import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { ConsignmentOrders } from '../../application/consignment-orders';
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
    private readonly consignments: Consignments,
    private readonly orders: ConsignmentOrders,
  ) {}

  async execute({ principal, ids }: DeleteConsignmentsCommand): Promise<ConsignmentsAnswer> {
    const unique = [...new Set(ids.map((id) => parseConsignmentId(id) ?? String(id)))];
    await this.tx.run(async (manager) => {
      const rows: ConsignmentEntity[] = [];
      for (const id of unique) rows.push(await this.consignments.owned(principal, id, true));
      rows.forEach(assertNotBooked);
      for (const row of rows) {
        await this.orders.leaveWithConsignment(manager, row.id, principal);
        await manager.delete(ConsignmentEntity, { id: row.id });
      }
    });
    return consignmentsAnswer([]);
  }
}
