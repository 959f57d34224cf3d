import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { ConsignmentOrders } from '../../application/consignment-orders';
import { ConsignmentAccessPoints } from '../../application/consignment-access-points';
import { assertNotBooked, Consignments } from '../../application/consignments';
import { ConsignmentsAnswer, consignmentsAnswer, toAnswerDocument } from '../../consignment.response';
import { ConsignmentEntity } from '../../database/consignment.entity';
import { toConsignmentDocument } from '../../domain/consignment-document';
import { UpdateConsignmentCommand } from './update-consignment.command';

/** PUT /consignment/: replaces the caller's unbooked consignment (goods get fresh ids). */
@CommandHandler(UpdateConsignmentCommand)
export class UpdateConsignmentHandler implements ICommandHandler<UpdateConsignmentCommand, ConsignmentsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly consignments: Consignments,
    private readonly accessPoints: ConsignmentAccessPoints,
    private readonly orders: ConsignmentOrders,
  ) {}

  async execute({ principal, body }: UpdateConsignmentCommand): Promise<ConsignmentsAnswer> {
    if (body.consignmentId === undefined || body.consignmentId === null || body.consignmentId === '') {
      throw DomainError.invalid([{ field: 'consignmentId', code: 'VALIDATION.REQUIRED' }]);
    }
    const row = await this.tx.run(async (manager) => {
      const current = await this.consignments.owned(principal, body.consignmentId, true);
      assertNotBooked(current);
      const orderNo = await this.orders.orderNoOf(manager, current.id);
      // A chosen pickup point is kept only as its product's carrier knows it (else 400).
      const document = await this.accessPoints.checked(
        toConsignmentDocument(body, { consignmentId: current.id, orderNo, consignmentNo: null }, current.document.consigneeType),
      );
      current.document = document;
      current.templateName = document.templateName;
      current.updatedAt = new Date();
      await manager.update(
        ConsignmentEntity,
        { id: current.id },
        { document, templateName: document.templateName, updatedAt: current.updatedAt },
      );
      return current;
    });
    return consignmentsAnswer([toAnswerDocument(row)]);
  }
}
