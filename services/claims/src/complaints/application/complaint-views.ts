import { Injectable } from '@nestjs/common';
import { isAdmin, Principal } from '@freight/kernel';
import { Attachments } from '../../attachments/attachments';
import { carrierName } from '../../shared/mail';
import type { ComplaintResponse, ReminderView } from '../complaint.response';
import { ComplaintRepository, ComplaintRow } from '../database/complaint.repository';
import { nextReminderAt } from '../domain/complaint-rules';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Complaints as the spec's Complaint: with their attachments and reminders; the admin's fields for an admin only. */
@Injectable()
export class ComplaintViews {
  constructor(
    private readonly complaints: ComplaintRepository,
    private readonly attachments: Attachments,
  ) {}

  async one(principal: Principal, id: number): Promise<ComplaintResponse> {
    const row = await this.complaints.owned(principal, id);
    return (await this.of(principal, [row]))[0];
  }

  async of(principal: Principal, rows: ComplaintRow[]): Promise<ComplaintResponse[]> {
    const ids = rows.map((r) => Number(r.id));
    const attachments = await this.attachments.listFor('complaint', ids);
    const summaries = await this.attachments.summaryFor('complaint', ids);
    const reminders = new Map<number, ReminderView[]>();
    for (const r of await this.complaints.remindersOf(ids)) {
      const key = Number(r.complaint_id);
      reminders.set(key, [
        ...(reminders.get(key) ?? []),
        { reminderNo: r.reminder_no, sentAt: r.sent_at.toISOString(), automatic: r.automatic },
      ]);
    }
    const admin = isAdmin(principal);
    return rows.map((r) => {
      const id = Number(r.id);
      const files = attachments.get(id) ?? [];
      let next: string | null;
      try {
        next = nextReminderAt({
          sentDate: r.sent_date,
          lastReminderAt: r.last_reminder_at,
          replyToMember: r.reply_to_member,
          processed: r.processed,
        }).toISOString();
      } catch {
        next = null;
      }
      const response: ComplaintResponse = {
        id,
        custId: r.customer_id,
        orderNo: r.order_no,
        supplierId: r.supplier_id,
        supplier: carrierName(r.supplier_id),
        createdBy: r.created_by,
        createdDate: r.created_date.toISOString(),
        sentDate: iso(r.sent_date),
        sentReceiverId: r.sent_receiver_id,
        identifier: r.identifier,
        attachedFileUrl: files[0]?.id ?? '',
        description: r.description,
        complaintClaim: r.complaint_claim,
        comment: r.comment,
        replyToMember: r.reply_to_member,
        repliedAt: iso(r.replied_at),
        markMemberList: r.mark_member_list,
        refComplaintId: r.ref_complaint_id === null ? null : Number(r.ref_complaint_id),
        processed: r.processed,
        archived: r.archived,
        reminders: reminders.get(id) ?? [],
        reminderCount: r.reminder_count,
        nextReminderAt: next,
        attachments: files,
        attachmentsCount: summaries.get(id)?.count ?? 0,
        attachmentsTotalBytes: summaries.get(id)?.totalBytes ?? 0,
      };
      if (admin) Object.assign(response, { markAdminList: r.mark_admin_list, internalComment: r.internal_comment });
      return response;
    });
  }
}
