import { Injectable } from '@nestjs/common';
import { DomainError, isAdmin, ListQuery, Principal, TransactionHost } from '@freight/kernel';
import { returning } from '../../shared/returning';
import { REMINDER_INTERVAL_MS } from '../domain/complaint-rules';

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

export interface ReminderRow {
  complaint_id: string;
  reminder_no: number;
  sent_at: Date;
  automatic: boolean;
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

export interface NewComplaint {
  customerId: number;
  orderNo: string;
  identifier: string;
  supplierId: number;
  createdBy: number;
  createdAt: Date;
  description: string;
  complaintClaim: string;
  comment: string;
  refComplaintId: number | null;
  markMemberList: boolean;
  archived: boolean;
}

/** What an update sets; null leaves a column as it is. */
export interface ComplaintChanges {
  description: string | null;
  complaintClaim: string | null;
  comment: string | null;
  markMemberList: boolean | null;
  archived: boolean | null;
  replyToMember: string | null;
  internalComment: string | null;
  markAdminList: boolean | null;
  processed: boolean | null;
}

export type BulkColumn = 'mark_admin_list' | 'mark_member_list' | 'archived';

/** The complaints table and its reminders, in the caller's transaction. */
@Injectable()
export class ComplaintRepository {
  constructor(private readonly tx: TransactionHost) {}

  /** The complaint if the caller may reach it; another customer's is as missing as a missing one. */
  async owned(principal: Principal, id: number, lock = false): Promise<ComplaintRow> {
    const rows: ComplaintRow[] = await this.tx.manager.query(`SELECT * FROM complaints WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    const row = rows[0];
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return row;
  }

  async insert(c: NewComplaint): Promise<number> {
    const rows: { id: string }[] = await this.tx.manager.query(
      `INSERT INTO complaints (customer_id, order_no, identifier, supplier_id, created_by, created_date, updated_at, description, complaint_claim,
                               comment, ref_complaint_id, mark_member_list, archived)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        c.customerId,
        c.orderNo,
        c.identifier,
        c.supplierId,
        c.createdBy,
        c.createdAt,
        c.description,
        c.complaintClaim,
        c.comment,
        c.refComplaintId,
        c.markMemberList,
        c.archived,
      ],
    );
    return Number(rows[0].id);
  }

  async update(id: number, changes: ComplaintChanges, now: Date): Promise<void> {
    await this.tx.manager.query(
      `UPDATE complaints SET
         description = COALESCE($2, description), complaint_claim = COALESCE($3, complaint_claim), comment = COALESCE($4, comment),
         mark_member_list = COALESCE($5, mark_member_list), archived = COALESCE($6, archived),
         reply_to_member = COALESCE($7, reply_to_member), replied_at = CASE WHEN $7::text IS NULL THEN replied_at ELSE $11 END,
         internal_comment = COALESCE($8, internal_comment), mark_admin_list = COALESCE($9, mark_admin_list), processed = COALESCE($10, processed),
         updated_at = $11
       WHERE id = $1`,
      [
        id,
        changes.description,
        changes.complaintClaim,
        changes.comment,
        changes.markMemberList,
        changes.archived,
        changes.replyToMember,
        changes.internalComment,
        changes.markAdminList,
        changes.processed,
        now,
      ],
    );
  }

  async markSent(id: number, now: Date): Promise<ComplaintRow> {
    const rows = returning<ComplaintRow>(
      await this.tx.manager.query('UPDATE complaints SET sent_date = $2, sent_receiver_id = supplier_id WHERE id = $1 RETURNING *', [
        id,
        now,
      ]),
    );
    return rows[0];
  }

  /**
   * Complaints the customer sent in the hour up to `now`, counted under the customer's lock (till the transaction
   * ends), so concurrent sends queue and the count cannot be raced past.
   */
  async sentInLastHour(id: number, now: Date): Promise<{ n: number; oldest: Date | null }> {
    const manager = this.tx.manager;
    const [{ customer_id }]: { customer_id: number }[] = await manager.query('SELECT customer_id FROM complaints WHERE id = $1', [id]);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`claims-complaint-mail:${customer_id}`]);
    const [counted]: { n: number; oldest: Date | null }[] = await manager.query(
      `SELECT count(*)::int AS n, min(sent_date) AS oldest FROM complaints
        WHERE customer_id = $1 AND sent_date > $2::timestamptz - interval '1 hour' AND sent_date <= $2`,
      [customer_id, now],
    );
    return counted;
  }

  /** Counts a reminder if the complaint still takes one at `now` (two callers at once count one); its number, or undefined. */
  async countReminder(current: ComplaintRow, now: Date, sentBy: string, automatic: boolean): Promise<number | undefined> {
    const rows = returning<{ reminder_count: number }>(
      await this.tx.manager.query(
        `UPDATE complaints SET last_reminder_at = $2, reminder_count = reminder_count + 1, updated_at = $2
        WHERE id = $1 AND sent_date IS NOT NULL AND sent_date <= $3 AND (last_reminder_at IS NULL OR last_reminder_at <= $3)
          AND reply_to_member = '' AND NOT processed
        RETURNING reminder_count`,
        [current.id, now, new Date(now.getTime() - REMINDER_INTERVAL_MS)],
      ),
    );
    if (!rows.length) return undefined;
    const reminderNo = rows[0].reminder_count;
    await this.tx.manager.query(
      'INSERT INTO complaint_reminders (complaint_id, reminder_no, sent_at, sent_by, automatic) VALUES ($1, $2, $3, $4, $5)',
      [current.id, reminderNo, now, sentBy, automatic],
    );
    return reminderNo;
  }

  /** Sent complaints unanswered since `dueBefore`, after `afterId` in id order (the daily run's batches). */
  due(afterId: string, dueBefore: Date, limit: number): Promise<ComplaintRow[]> {
    return this.tx.manager.query(
      `SELECT * FROM complaints
        WHERE id > $1 AND sent_date IS NOT NULL AND NOT archived AND NOT processed AND reply_to_member = ''
          AND GREATEST(sent_date, COALESCE(last_reminder_at, sent_date)) <= $2
        ORDER BY id LIMIT ${limit}`,
      [afterId, dueBefore],
    );
  }

  async remindersOf(ids: readonly number[]): Promise<ReminderRow[]> {
    if (!ids.length) return [];
    return this.tx.manager.query(
      'SELECT complaint_id, reminder_no, sent_at, automatic FROM complaint_reminders WHERE complaint_id = ANY($1::bigint[]) ORDER BY complaint_id, reminder_no',
      [ids],
    );
  }

  async delete(id: number): Promise<void> {
    await this.tx.manager.query('DELETE FROM complaints WHERE id = $1', [id]);
  }

  /** Sets one flag on several complaints, all or nothing: each must be the caller's (or the caller an admin). */
  async setFlag(principal: Principal, ids: number[], column: BulkColumn, value: boolean, now: Date): Promise<void> {
    const manager = this.tx.manager;
    const owned: { id: string; customer_id: number }[] = await manager.query(
      'SELECT id, customer_id FROM complaints WHERE id = ANY($1::bigint[]) FOR UPDATE',
      [ids],
    );
    if (owned.length !== ids.length || owned.some((r) => r.customer_id !== principal.customerId && !isAdmin(principal)))
      throw DomainError.notFound('TENANCY.NOT_FOUND');
    await manager.query(`UPDATE complaints SET ${column} = $2, updated_at = $3 WHERE id = ANY($1::bigint[])`, [ids, value, now]);
  }

  /** A page of complaints matching `where` (built by the caller with its params), and how many match in all. */
  async page(
    where: { sql: string[]; params: unknown[] },
    query: ListQuery<ComplaintSortField>,
  ): Promise<{ rows: ComplaintRow[]; total: number }> {
    const params = [...where.params];
    const whereSql = where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '';
    const limit = query.range.end - query.range.start + 1;
    params.push(limit, query.range.start);
    const rows: (ComplaintRow & { total: string })[] = await this.tx.manager.query(
      `SELECT *, count(*) OVER () AS total FROM complaints ${whereSql}
        ORDER BY ${SORT_COLUMN[query.sort.field]} ${query.sort.order} NULLS LAST, id ${query.sort.order}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.range.start > 0) {
      const counted: { n: number }[] = await this.tx.manager.query(`SELECT count(*)::int AS n FROM complaints ${whereSql}`, where.params);
      total = counted[0].n;
    }
    return { rows, total };
  }
}
