import { Injectable } from '@nestjs/common';
import { DomainError, isAdmin, ListQuery, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { Attachments } from '../../attachments/attachments';
import { BookedOrders } from '../../booked-orders/booked-orders';
import { RecordCustomerSettings } from '../../booked-orders/record-customer-settings';
import { Clock } from '../../shared/clock';
import { returning } from '../../shared/returning';
import { attachmentLines, carrierName, claimsMail, complaintReceiver } from '../../shared/mail';
import { stockholmDateTime } from '../../shared/stockholm';
import { nextReminderAt, REMINDER_INTERVAL_MS } from '../domain/complaint-rules';
import type { FileComplaintRequestDto, UpdateComplaintRequestDto } from '../http/complaint.request.dto';
import type { ComplaintResponse, ReminderView } from '../http/complaint.response';

export interface ComplaintRow {
  id: string;
  customer_id: number;
  order_no: string;
  identifier: string;
  supplier_id: number;
  created_by: number;
  created_date: Date;
  sent_date: Date | null;
  sent_receiver_id: number | null;
  description: string;
  complaint_claim: string;
  comment: string;
  reply_to_member: string;
  replied_at: Date | null;
  internal_comment: string;
  mark_member_list: boolean;
  mark_admin_list: boolean;
  ref_complaint_id: string | null;
  processed: boolean;
  archived: boolean;
  last_reminder_at: Date | null;
  reminder_count: number;
}

export const COMPLAINT_SORTABLE = [
  'id',
  'createdDate',
  'sentDate',
  'identifier',
  'supplierId',
  'processed',
  'markMemberList',
  'markAdminList',
  'archived',
  'reminderCount',
] as const;
export type ComplaintSortField = (typeof COMPLAINT_SORTABLE)[number];

const SORT_COLUMN: Record<ComplaintSortField, string> = {
  id: 'id',
  createdDate: 'created_date',
  sentDate: 'sent_date',
  identifier: 'identifier',
  supplierId: 'supplier_id',
  processed: 'processed',
  markMemberList: 'mark_member_list',
  markAdminList: 'mark_admin_list',
  archived: 'archived',
  reminderCount: 'reminder_count',
};

/**
 * Complaints a customer may send to carriers in an hour (each is a mail to the carrier). A bad delivery day of a large
 * sender is a handful to a score of complaints; past that a draft can be kept (`send: false`) and sent later.
 */
export const COMPLAINTS_SENT_PER_HOUR = 20;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const boolFilter = (raw: unknown): boolean | undefined =>
  raw === true || raw === 'true' || raw === 1 || raw === '1'
    ? true
    : raw === false || raw === 'false' || raw === 0 || raw === '0'
      ? false
      : undefined;

/**
 * The member's complaints about booked consignments (spec sections 3, 4 and 7): filed against claims' own copy of
 * the booked orders, sent to the carrier by events (ComplaintFiled and a MailRequested for the mailer), reminded,
 * marked, archived and restored; admins see and mark all and reply.
 */
@Injectable()
export class Complaints {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly orders: BookedOrders,
    private readonly settings: RecordCustomerSettings,
    private readonly attachments: Attachments,
    private readonly clock: Clock,
  ) {}

  async file(principal: Principal, body: FileComplaintRequestDto): Promise<ComplaintResponse> {
    const identifier = body.identifier.trim();
    const order = await this.orders.byConsignmentNo(principal.customerId, identifier);
    if (!order)
      throw new DomainError('not_found', 'COMPLAINT.CONSIGNMENT_NOT_FOUND', {
        fieldErrors: [{ field: 'identifier', code: 'COMPLAINT.CONSIGNMENT_NOT_FOUND' }],
      });
    if (body.refComplaintId !== undefined) await this.owned(principal, body.refComplaintId);
    const now = this.clock.now();
    const id = await this.tx.run(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO complaints (customer_id, order_no, identifier, supplier_id, created_by, created_date, updated_at, description, complaint_claim, comment, ref_complaint_id)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10) RETURNING id`,
        [
          principal.customerId,
          order.orderNo,
          identifier,
          order.supplierId,
          principal.userId,
          now,
          body.description.trim(),
          body.complaintClaim?.trim() ?? '',
          body.comment?.trim() ?? '',
          body.refComplaintId ?? null,
        ],
      );
      const complaintId = Number(rows[0].id);
      if (body.send !== false) await this.send(principal, complaintId, now);
      return complaintId;
    });
    return this.get(principal, id);
  }

  async update(principal: Principal, body: UpdateComplaintRequestDto): Promise<ComplaintResponse> {
    const admin = isAdmin(principal);
    const now = this.clock.now();
    await this.tx.run(async (manager) => {
      const current = await this.owned(principal, body.id, true);
      const changesText = (field: 'description' | 'complaint_claim', value: string | undefined) =>
        value !== undefined && value.trim() !== current[field];
      if (current.sent_date && (changesText('description', body.description) || changesText('complaint_claim', body.complaintClaim))) {
        throw new DomainError('conflict', 'COMPLAINT.ALREADY_SENT');
      }
      const reply =
        admin && body.replyToMember !== undefined && body.replyToMember.trim() !== current.reply_to_member
          ? body.replyToMember.trim()
          : undefined;
      await manager.query(
        `UPDATE complaints SET
           description = COALESCE($2, description), complaint_claim = COALESCE($3, complaint_claim), comment = COALESCE($4, comment),
           mark_member_list = COALESCE($5, mark_member_list), archived = COALESCE($6, archived),
           reply_to_member = COALESCE($7, reply_to_member), replied_at = CASE WHEN $7::text IS NULL THEN replied_at ELSE $11 END,
           internal_comment = COALESCE($8, internal_comment), mark_admin_list = COALESCE($9, mark_admin_list), processed = COALESCE($10, processed),
           updated_at = $11
         WHERE id = $1`,
        [
          body.id,
          body.description?.trim() ?? null,
          body.complaintClaim?.trim() ?? null,
          body.comment?.trim() ?? null,
          body.markMemberList ?? null,
          body.archived ?? null,
          reply ?? null,
          admin ? (body.internalComment?.trim() ?? null) : null,
          admin ? (body.markAdminList ?? null) : null,
          admin ? (body.processed ?? null) : null,
          now,
        ],
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
      if (body.send === true && !current.sent_date) await this.send(principal, body.id, now);
    });
    return this.get(principal, body.id);
  }

  async get(principal: Principal, id: number): Promise<ComplaintResponse> {
    const row = await this.owned(principal, id);
    return (await this.responses(principal, [row]))[0];
  }

  /** A page of complaints: one customer's, or (customerId undefined, admins) everyone's. Archived per the filter, else per the customer's setting. */
  async list(
    principal: Principal,
    customerId: number | undefined,
    query: ListQuery<ComplaintSortField>,
  ): Promise<{ rows: ComplaintResponse[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const filter = query.filter;
    const owner =
      customerId ?? (isAdmin(principal) ? (typeof filter.custId === 'number' ? filter.custId : undefined) : principal.customerId);
    if (owner !== undefined) where.push(`customer_id = ${param(owner)}`);
    const ids = Array.isArray(filter.id) ? filter.id.filter((v): v is number => Number.isInteger(v)) : undefined;
    if (ids) where.push(`id = ANY(${param(ids)}::bigint[])`);
    else {
      const archived =
        boolFilter(filter.archived) ??
        (owner !== undefined && !isAdmin(principal) ? await this.settings.archivedComplaints(owner) : undefined);
      if (archived !== undefined) where.push(`archived = ${param(archived)}`);
    }
    for (const [key, column] of [
      ['processed', 'processed'],
      ['markMemberList', 'mark_member_list'],
      ['markAdminList', 'mark_admin_list'],
    ] as const) {
      const value = boolFilter(filter[key]);
      if (value !== undefined && (key !== 'markAdminList' || isAdmin(principal))) where.push(`${column} = ${param(value)}`);
    }
    if (typeof filter.q === 'string' && filter.q.trim()) {
      const like = param(`%${filter.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(identifier ILIKE ${like} OR description ILIKE ${like})`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const limit = query.range.end - query.range.start + 1;
    const rows: (ComplaintRow & { total: string })[] = await this.tx.manager.query(
      `SELECT *, count(*) OVER () AS total FROM complaints ${whereSql}
        ORDER BY ${SORT_COLUMN[query.sort.field]} ${query.sort.order} NULLS LAST, id ${query.sort.order}
        LIMIT ${param(limit)} OFFSET ${param(query.range.start)}`,
      params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.range.start > 0) {
      const counted: { n: number }[] = await this.tx.manager.query(
        `SELECT count(*)::int AS n FROM complaints ${whereSql}`,
        params.slice(0, -2),
      );
      total = counted[0].n;
    }
    return { rows: await this.responses(principal, rows), total };
  }

  /** GET /complaint/reminder/{id}: at most once per 24 hours, kept in the complaint's history. */
  async remind(principal: Principal, id: number): Promise<ComplaintResponse> {
    const current = await this.owned(principal, id);
    const now = this.clock.now();
    const next = nextReminderAt({
      sentDate: current.sent_date,
      lastReminderAt: current.last_reminder_at,
      replyToMember: current.reply_to_member,
      processed: current.processed,
    });
    if (now < next) throw this.tooSoon(next);
    const sent = await this.tx.run(() => this.recordReminder(current, now, String(principal.userId), false));
    if (!sent) throw this.tooSoon(next);
    return this.get(principal, id);
  }

  /**
   * One reminder, if the complaint still takes one at `now` (the update re-checks, so two callers at once send one).
   * Answers whether it was sent. Runs in the caller's transaction.
   */
  async recordReminder(current: ComplaintRow, now: Date, sentBy: string, automatic: boolean): Promise<boolean> {
    const rows = returning<{ reminder_count: number }>(
      await this.tx.manager.query(
        `UPDATE complaints SET last_reminder_at = $2, reminder_count = reminder_count + 1, updated_at = $2
        WHERE id = $1 AND sent_date IS NOT NULL AND sent_date <= $3 AND (last_reminder_at IS NULL OR last_reminder_at <= $3)
          AND reply_to_member = '' AND NOT processed
        RETURNING reminder_count`,
        [current.id, now, new Date(now.getTime() - REMINDER_INTERVAL_MS)],
      ),
    );
    if (!rows.length) return false;
    const reminderNo = rows[0].reminder_count;
    await this.tx.manager.query(
      'INSERT INTO complaint_reminders (complaint_id, reminder_no, sent_at, sent_by, automatic) VALUES ($1, $2, $3, $4, $5)',
      [current.id, reminderNo, now, sentBy, automatic],
    );
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

  async delete(principal: Principal, id: number): Promise<void> {
    await this.tx.run(async (manager) => {
      await this.owned(principal, id, true);
      await this.attachments.deleteFor('complaint', [id]);
      await manager.query('DELETE FROM complaints WHERE id = $1', [id]);
    });
  }

  /** PUT /complaint/bulk/mark/: the member's own mark, or for an admin the admin's mark on anyone's. All or nothing. */
  async mark(principal: Principal, ids: number[], checked: boolean): Promise<{ updated: number[] }> {
    return this.bulk(principal, ids, isAdmin(principal) ? 'mark_admin_list' : 'mark_member_list', checked);
  }

  async archive(principal: Principal, ids: number[], archived: boolean): Promise<{ updated: number[] }> {
    return this.bulk(principal, ids, 'archived', archived);
  }

  private async bulk(
    principal: Principal,
    ids: number[],
    column: 'mark_admin_list' | 'mark_member_list' | 'archived',
    value: boolean,
  ): Promise<{ updated: number[] }> {
    return this.tx.run(async (manager) => {
      const owned: { id: string; customer_id: number }[] = await manager.query(
        'SELECT id, customer_id FROM complaints WHERE id = ANY($1::bigint[]) FOR UPDATE',
        [ids],
      );
      if (owned.length !== ids.length || owned.some((r) => r.customer_id !== principal.customerId && !isAdmin(principal)))
        throw DomainError.notFound('TENANCY.NOT_FOUND');
      await manager.query(`UPDATE complaints SET ${column} = $2, updated_at = $3 WHERE id = ANY($1::bigint[])`, [
        ids,
        value,
        this.clock.now(),
      ]);
      return { updated: ids };
    });
  }

  private async send(principal: Principal, id: number, now: Date): Promise<void> {
    await this.withinMailLimit(id, now);
    const rows = returning<ComplaintRow>(
      await this.tx.manager.query('UPDATE complaints SET sent_date = $2, sent_receiver_id = supplier_id WHERE id = $1 RETURNING *', [
        id,
        now,
      ]),
    );
    const c = rows[0];
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
   * Each sent complaint mails its carrier: at most COMPLAINTS_SENT_PER_HOUR a customer in any hour. The customer's
   * lock (till the transaction ends) queues concurrent sends, so the count cannot be raced past; a draft is not counted.
   */
  private async withinMailLimit(id: number, now: Date): Promise<void> {
    const manager = this.tx.manager;
    const [{ customer_id }]: { customer_id: number }[] = await manager.query('SELECT customer_id FROM complaints WHERE id = $1', [id]);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`claims-complaint-mail:${customer_id}`]);
    const [{ n, oldest }]: { n: number; oldest: Date | null }[] = await manager.query(
      `SELECT count(*)::int AS n, min(sent_date) AS oldest FROM complaints
        WHERE customer_id = $1 AND sent_date > $2::timestamptz - interval '1 hour' AND sent_date <= $2`,
      [customer_id, now],
    );
    if (n < COMPLAINTS_SENT_PER_HOUR) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + 3600_000 - now.getTime()) / 1000));
    throw new DomainError('rate_limited', 'COMPLAINT.RATE_LIMITED', { params: { limit: COMPLAINTS_SENT_PER_HOUR }, retryAfterSeconds });
  }

  private tooSoon(next: Date): DomainError {
    return new DomainError('conflict', 'COMPLAINT.REMINDER_TOO_SOON', { params: { next: stockholmDateTime(next) } });
  }

  /** The complaint if the caller may reach it; another customer's is as missing as a missing one. */
  async owned(principal: Principal, id: number, lock = false): Promise<ComplaintRow> {
    const rows: ComplaintRow[] = await this.tx.manager.query(`SELECT * FROM complaints WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    const row = rows[0];
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return row;
  }

  private async responses(principal: Principal, rows: ComplaintRow[]): Promise<ComplaintResponse[]> {
    const ids = rows.map((r) => Number(r.id));
    const attachments = await this.attachments.listFor('complaint', ids);
    const summaries = await this.attachments.summaryFor('complaint', ids);
    const reminders = new Map<number, ReminderView[]>();
    if (ids.length) {
      const found: { complaint_id: string; reminder_no: number; sent_at: Date; automatic: boolean }[] = await this.tx.manager.query(
        'SELECT complaint_id, reminder_no, sent_at, automatic FROM complaint_reminders WHERE complaint_id = ANY($1::bigint[]) ORDER BY complaint_id, reminder_no',
        [ids],
      );
      for (const r of found) {
        const key = Number(r.complaint_id);
        reminders.set(key, [
          ...(reminders.get(key) ?? []),
          { reminderNo: r.reminder_no, sentAt: r.sent_at.toISOString(), automatic: r.automatic },
        ]);
      }
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
