import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Clock } from '../../../shared/clock';
import { stockholmDateTime } from '../../../shared/stockholm';
import { ComplaintMailing } from '../../application/complaint-mailing';
import { ComplaintViews } from '../../application/complaint-views';
import type { ComplaintResponse } from '../../complaint.response';
import { ComplaintRepository } from '../../database/complaint.repository';
import { reminderTooSoon } from '../../domain/complaint.errors';
import { nextReminderAt } from '../../domain/complaint-rules';
import { SendComplaintReminderCommand } from './send-complaint-reminder.command';

/** GET /complaint/reminder/{id}: at most once per 24 hours, kept in the complaint's history. */
@CommandHandler(SendComplaintReminderCommand)
export class SendComplaintReminderHandler implements ICommandHandler<SendComplaintReminderCommand, ComplaintResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly complaints: ComplaintRepository,
    private readonly mailing: ComplaintMailing,
    private readonly views: ComplaintViews,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, id }: SendComplaintReminderCommand): Promise<ComplaintResponse> {
    const current = await this.complaints.owned(principal, id);
    const now = this.clock.now();
    const next = nextReminderAt({
      sentDate: current.sent_date,
      lastReminderAt: current.last_reminder_at,
      replyToMember: current.reply_to_member,
      processed: current.processed,
    });
    if (now < next) throw reminderTooSoon(stockholmDateTime(next));
    const sent = await this.tx.run(() => this.mailing.remind(current, now, String(principal.userId), false));
    if (!sent) throw reminderTooSoon(stockholmDateTime(next));
    return this.views.one(principal, id);
  }
}
