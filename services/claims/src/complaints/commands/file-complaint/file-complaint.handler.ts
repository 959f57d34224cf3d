import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { BookedOrders } from '../../../booked-orders/booked-orders';
import { Clock } from '../../../shared/clock';
import { ComplaintMailing } from '../../application/complaint-mailing';
import { ComplaintViews } from '../../application/complaint-views';
import type { ComplaintResponse } from '../../complaint.response';
import { ComplaintRepository } from '../../database/complaint.repository';
import { consignmentNotFound } from '../../domain/complaint.errors';
import { FileComplaintCommand } from './file-complaint.command';

/** POST /complaint/: filed against claims' own copy of the booked orders; sent to the carrier unless kept as a draft. */
@CommandHandler(FileComplaintCommand)
export class FileComplaintHandler implements ICommandHandler<FileComplaintCommand, ComplaintResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly orders: BookedOrders,
    private readonly complaints: ComplaintRepository,
    private readonly mailing: ComplaintMailing,
    private readonly views: ComplaintViews,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, body }: FileComplaintCommand): Promise<ComplaintResponse> {
    const identifier = body.identifier.trim();
    const order = await this.orders.byConsignmentNo(principal.customerId, identifier);
    if (!order) throw consignmentNotFound('identifier');
    if (body.refComplaintId !== undefined) await this.complaints.owned(principal, body.refComplaintId);
    const now = this.clock.now();
    const id = await this.tx.run(async () => {
      const complaintId = await this.complaints.insert({
        customerId: principal.customerId,
        orderNo: order.orderNo,
        identifier,
        supplierId: order.supplierId,
        createdBy: principal.userId,
        createdAt: now,
        description: body.description.trim(),
        complaintClaim: body.complaintClaim?.trim() ?? '',
        comment: body.comment?.trim() ?? '',
        refComplaintId: body.refComplaintId ?? null,
        markMemberList: body.markMemberList ?? false,
        archived: body.archived ?? false,
      });
      if (body.send !== false) await this.mailing.send(principal, complaintId, now);
      return complaintId;
    });
    return this.views.one(principal, id);
  }
}
