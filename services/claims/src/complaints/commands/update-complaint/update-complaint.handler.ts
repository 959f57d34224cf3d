import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isAdmin, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { Clock } from '../../../shared/clock';
import { ComplaintMailing } from '../../application/complaint-mailing';
import { ComplaintViews } from '../../application/complaint-views';
import type { ComplaintResponse } from '../../complaint.response';
import { ComplaintRepository } from '../../database/complaint.repository';
import { complaintAlreadySent } from '../../domain/complaint.errors';
import { UpdateComplaintCommand } from './update-complaint.command';

/** PUT /complaint/: the member's fields (text only until sent), an admin's reply (ComplaintReplied) and marks; `send: true` sends a draft. */
@CommandHandler(UpdateComplaintCommand)
export class UpdateComplaintHandler implements ICommandHandler<UpdateComplaintCommand, ComplaintResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly complaints: ComplaintRepository,
    private readonly mailing: ComplaintMailing,
    private readonly views: ComplaintViews,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, body }: UpdateComplaintCommand): Promise<ComplaintResponse> {
    const admin = isAdmin(principal);
    const now = this.clock.now();
    await this.tx.run(async () => {
      const current = await this.complaints.owned(principal, body.id, true);
      const changesText = (field: 'description' | 'complaint_claim', value: string | undefined) =>
        value !== undefined && value.trim() !== current[field];
      if (current.sent_date && (changesText('description', body.description) || changesText('complaint_claim', body.complaintClaim))) {
        throw complaintAlreadySent();
      }
      const reply =
        admin && body.replyToMember !== undefined && body.replyToMember.trim() !== current.reply_to_member
          ? body.replyToMember.trim()
          : undefined;
      await this.complaints.update(
        body.id,
        {
          description: body.description?.trim() ?? null,
          complaintClaim: body.complaintClaim?.trim() ?? null,
          comment: body.comment?.trim() ?? null,
          markMemberList: body.markMemberList ?? null,
          archived: body.archived ?? null,
          replyToMember: reply ?? null,
          internalComment: admin ? (body.internalComment?.trim() ?? null) : null,
          markAdminList: admin ? (body.markAdminList ?? null) : null,
          processed: admin ? (body.processed ?? null) : null,
        },
        now,
      );
      if (reply !== undefined) {
        await this.outbox.record(
          'ComplaintReplied',
          body.id,
          {
            complaintId: String(body.id),
            customerId: String(current.customer_id),
            consignmentNo: current.identifier,
            reply,
            repliedBy: String(principal.userId),
            repliedAt: now.toISOString(),
          },
          now,
        );
      }
      if (body.send === true && !current.sent_date) await this.mailing.send(principal, body.id, now);
    });
    return this.views.one(principal, body.id);
  }
}
