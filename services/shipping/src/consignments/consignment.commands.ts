import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import type { ConsignmentRequestDto } from '../pricing/consignment-request/consignment.request.dto';
import { OrderEntity } from '../orders/order.entity';
import { toConsignmentDocument } from './consignment-document';
import { assertNotBooked, Consignments, ConsignmentsAnswer, consignmentsAnswer, parseConsignmentId, toAnswerDocument } from './consignment.answer';
import { ConsignmentEntity } from './consignment.entity';
import { DemoPurge } from '../purge/demo-purge';

export class CreateConsignmentCommand {
  constructor(
    readonly principal: Principal,
    readonly body: ConsignmentRequestDto,
    readonly temporary: boolean,
  ) {}
}

export class UpdateConsignmentCommand {
  constructor(
    readonly principal: Principal,
    readonly body: ConsignmentRequestDto,
  ) {}
}

export class DeleteConsignmentsCommand {
  constructor(
    readonly principal: Principal,
    readonly ids: readonly unknown[],
  ) {}
}

/** POST /consignment/?temp={0|1}: a new consignment of the caller's, ConsignmentCreated in the same transaction. */
@CommandHandler(CreateConsignmentCommand)
export class CreateConsignmentHandler implements ICommandHandler<CreateConsignmentCommand, ConsignmentsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly consignments: Consignments,
    private readonly demo: DemoPurge,
  ) {}

  async execute({ principal, body, temporary }: CreateConsignmentCommand): Promise<ConsignmentsAnswer> {
    // The demo only builds consignments to price them.
    if (principal.demo && !temporary) throw new DomainError('forbidden', 'AUTH.DEMO_FORBIDDEN', {}, [], 'AUTH.DEMO_FORBIDDEN');
    if (principal.demo) await this.demo.admit();
    const consigneeType = await this.consignments.consigneeTypeOf(principal.customerId);
    const id = randomUUID();
    const document = toConsignmentDocument(body, { consignmentId: id, orderNo: null, consignmentNo: null }, consigneeType);
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

/** PUT /consignment/: replaces the caller's unbooked consignment (goods get fresh ids). */
@CommandHandler(UpdateConsignmentCommand)
export class UpdateConsignmentHandler implements ICommandHandler<UpdateConsignmentCommand, ConsignmentsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly consignments: Consignments,
  ) {}

  async execute({ principal, body }: UpdateConsignmentCommand): Promise<ConsignmentsAnswer> {
    if (body.consignmentId === undefined || body.consignmentId === null || body.consignmentId === '') {
      throw DomainError.invalid([{ field: 'consignmentId', code: 'VALIDATION.REQUIRED' }]);
    }
    const row = await this.tx.run(async (manager) => {
      const current = await this.consignments.owned(principal, body.consignmentId, true);
      assertNotBooked(current);
      const order = await manager.findOneBy(OrderEntity, { consignmentId: current.id });
      const document = toConsignmentDocument(body, { consignmentId: current.id, orderNo: order?.orderNo ?? null, consignmentNo: null }, current.document.consigneeType);
      current.document = document;
      current.templateName = document.templateName;
      current.updatedAt = new Date();
      await manager.update(ConsignmentEntity, { id: current.id }, { document, templateName: document.templateName, updatedAt: current.updatedAt });
      return current;
    });
    return consignmentsAnswer([toAnswerDocument(row)]);
  }
}

export const MAX_IDS_PER_CALL = 100;

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
        if (order?.dateBooked) throw new DomainError('conflict', 'ORDER.ALREADY_BOOKED');
        await manager.delete(ConsignmentEntity, { id: row.id });
        if (order) {
          await this.outbox.record('OrderDeleted', order.orderNo, {
            orderNo: order.orderNo,
            customerId: String(order.customerId),
            consignmentId: row.id,
            deletedBy: String(principal.userId),
          });
        }
      }
    });
    return consignmentsAnswer([]);
  }
}

export function parseIdList(body: unknown, field: string): unknown[] {
  if (body === undefined || body === null) throw DomainError.invalid([{ field, code: 'VALIDATION.REQUIRED' }]);
  if (!Array.isArray(body)) throw DomainError.invalid([{ field, code: 'VALIDATION.INVALID_FORMAT' }]);
  if (!body.length) throw DomainError.invalid([{ field, code: 'VALIDATION.REQUIRED' }]);
  if (body.length > MAX_IDS_PER_CALL) throw DomainError.invalid([{ field, code: 'VALIDATION.MAX', params: { limit: MAX_IDS_PER_CALL } }]);
  const bad = body.findIndex((id) => !((typeof id === 'string' && id.length > 0 && id.length <= 64) || (typeof id === 'number' && Number.isFinite(id))));
  if (bad >= 0) throw DomainError.invalid([{ field: `${field}.${bad}`, code: 'VALIDATION.INVALID_FORMAT' }]);
  return body;
}
