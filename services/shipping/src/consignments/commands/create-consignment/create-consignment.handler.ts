import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { DemoPurge } from '../../../purge/demo-purge';
import { ConsignmentAccessPoints } from '../../application/consignment-access-points';
import { Consignments } from '../../application/consignments';
import { ConsignmentsAnswer, consignmentsAnswer, toAnswerDocument } from '../../consignment.response';
import { ConsignmentEntity } from '../../database/consignment.entity';
import { toConsignmentDocument } from '../../domain/consignment-document';
import { CreateConsignmentCommand } from './create-consignment.command';
import { demoForbidden } from '../../../shared/demo.errors';

/** POST /consignment/?temp={0|1}: a new consignment of the caller's, ConsignmentCreated in the same transaction. */
@CommandHandler(CreateConsignmentCommand)
export class CreateConsignmentHandler implements ICommandHandler<CreateConsignmentCommand, ConsignmentsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly consignments: Consignments,
    private readonly demo: DemoPurge,
    private readonly accessPoints: ConsignmentAccessPoints,
  ) {}

  async execute({ principal, body, temporary }: CreateConsignmentCommand): Promise<ConsignmentsAnswer> {
    // The demo only builds consignments to price them.
    if (principal.demo && !temporary) throw demoForbidden();
    if (principal.demo) await this.demo.admit();
    const consigneeType = await this.consignments.consigneeTypeOf(principal.customerId);
    const id = randomUUID();
    // A chosen pickup point is kept only as its product's carrier knows it (else 400).
    const document = await this.accessPoints.checked(
      toConsignmentDocument(body, { consignmentId: id, orderNo: null, consignmentNo: null }, consigneeType),
    );
    const now = new Date();
    const row = await this.tx.run(async (manager) => {
      const entity = manager.create(ConsignmentEntity, {
        id,
        customerId: principal.customerId,
        consignmentNo: null,
        templateName: document.templateName,
        temporary,
        document,
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(ConsignmentEntity, entity);
      await this.outbox.record('ConsignmentCreated', id, {
        consignmentId: id,
        customerId: String(principal.customerId),
        templateName: document.templateName ?? '',
        temporary,
        goodsItems: document.goodsItem.length,
        createdBy: String(principal.userId),
      });
      return entity;
    });
    return consignmentsAnswer([toAnswerDocument(row)]);
  }
}
