import { Injectable } from '@nestjs/common';
import { Principal } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { Attachments } from '../../attachments/attachments';
import { attachmentLines, carrierName, claimsMail, complaintReceiver } from '../../shared/mail';
import { stockholmDateTime } from '../../shared/stockholm';
import { ComplaintRepository, ComplaintRow } from '../database/complaint.repository';
import { complaintsRateLimited } from '../domain/complaint.errors';

/**
 * Complaints a customer may send to carriers in an hour (each is a mail to the carrier). A bad delivery day of a large
 * sender is a handful to a score of complaints; past that a draft can be kept (`send: false`) and sent later.
 */
export const COMPLAINTS_SENT_PER_HOUR = 20;

/**
 * What reaches the carrier: a complaint sent (ComplaintFiled and its mail) and its reminders (ComplaintReminderSent
 * and its mail). Shared by filing, updating, the reminder call and the daily run; runs in the caller's transaction.
 */
@Injectable()
export class ComplaintMailing {
  constructor(
    private readonly complaints: ComplaintRepository,
    private readonly outbox: Outbox,
    private readonly attachments: Attachments,
  ) {}

  async send(principal: Principal, id: number, now: Date): Promise<void> {
    await this.withinMailLimit(id, now);
    const c = await this.complaints.markSent(id, now);
    const attachments = (await this.attachments.listFor('complaint', [id])).get(id) ?? [];
    await this.outbox.recordAll([
      {
        type: 'ComplaintFiled',
        aggregateId: id,
        occurredAt: now,
        data: {
          complaintId: String(id),
          customerId: String(c.customer_id),
          supplierId: c.supplier_id,
          consignmentNo: c.identifier,
          orderNo: c.order_no,
          description: c.description,
          complaintClaim: c.complaint_claim,
          filedBy: String(principal.userId),
          filedAt: now.toISOString(),
          attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, sizeBytes: String(a.size) })),
        },
      },
      {
        type: 'MailRequested',
        aggregateId: `complaint-${id}`,
        occurredAt: now,
        data: claimsMail(
          complaintReceiver(c.supplier_id),
          c.customer_id,
          'complaint-filed',
          `complaint ${id}`,
          `Reklamation ${id}: försändelse ${c.identifier}`,
          [
            `Hej ${carrierName(c.supplier_id)},`,
            '',
            `Kund ${c.customer_id} reklamerar försändelse ${c.identifier} (order ${c.order_no}).`,
            '',
            `Beskrivning:\n${c.description}`,
            ...(c.complaint_claim ? ['', `Krav:\n${c.complaint_claim}`] : []),
            '',
            `Bifogade filer:\n${attachmentLines(attachments)}`,
          ].join('\n'),
        ),
      },
    ]);
  }

  /**
   * One reminder, if the complaint still takes one at `now` (the update re-checks, so two callers at once send one).
   * Answers whether it was sent.
   */
  async remind(current: ComplaintRow, now: Date, sentBy: string, automatic: boolean): Promise<boolean> {
    const reminderNo = await this.complaints.countReminder(current, now, sentBy, automatic);
    if (reminderNo === undefined) return false;
    const complaintId = Number(current.id);
    await this.outbox.recordAll([
      {
        type: 'ComplaintReminderSent',
        aggregateId: complaintId,
        occurredAt: now,
        data: {
          complaintId: String(complaintId),
          customerId: String(current.customer_id),
          supplierId: current.supplier_id,
          consignmentNo: current.identifier,
          reminderNo,
          filedAt: current.sent_date!.toISOString(),
          sentAt: now.toISOString(),
          automatic,
          sentBy,
        },
      },
      {
        type: 'MailRequested',
        aggregateId: `complaint-${complaintId}`,
        occurredAt: now,
        data: claimsMail(
          complaintReceiver(current.supplier_id),
          current.customer_id,
          'complaint-reminder',
          `complaint ${complaintId}`,
          `Påminnelse ${reminderNo}: reklamation ${complaintId}, försändelse ${current.identifier}`,
          [
            `Hej ${carrierName(current.supplier_id)},`,
            '',
            `Vi har ännu inte fått svar på reklamation ${complaintId} om försändelse ${current.identifier}, skickad ${stockholmDateTime(current.sent_date!)}.`,
            'Vänligen besvara den så snart som möjligt.',
            '',
            `Beskrivning:\n${current.description}`,
          ].join('\n'),
        ),
      },
    ]);
    return true;
  }

  /** Each sent complaint mails its carrier: at most COMPLAINTS_SENT_PER_HOUR a customer in any hour; a draft is not counted. */
  private async withinMailLimit(id: number, now: Date): Promise<void> {
    const { n, oldest } = await this.complaints.sentInLastHour(id, now);
    if (n < COMPLAINTS_SENT_PER_HOUR) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + 3600_000 - now.getTime()) / 1000));
    throw complaintsRateLimited(COMPLAINTS_SENT_PER_HOUR, retryAfterSeconds);
  }
}
