import { Injectable } from '@nestjs/common';
import { DomainError, isAdmin, ListQuery, Principal, TransactionHost } from '@freight/kernel';
import { claimAlreadySubmitted } from '../domain/insurance-claim.errors';
import type { PayoutAccount } from '../domain/payout-account';

export interface ClaimRow {
  id: string;
  customer_id: number;
  order_no: string;
  consignment_no: string;
  damage_description: string;
  repair_possibility: string;
  residual_value_ore: string | null;
  other_information: string;
  payout_account_type: 'bankgiro' | 'plusgiro';
  payout_account: string;
  status: 'draft' | 'submitted';
  created_at: Date;
  submitted_at: Date | null;
}

export const CLAIM_SORTABLE = ['id', 'createdDate', 'submittedAt', 'consignmentNo', 'status'] as const;
export type ClaimSortField = (typeof CLAIM_SORTABLE)[number];
const SORT_COLUMN: Record<ClaimSortField, string> = {
  id: 'id',
  createdDate: 'created_at',
  submittedAt: 'submitted_at',
  consignmentNo: 'consignment_no',
  status: 'status',
};

export interface NewClaim {
  customerId: number;
  orderNo: string;
  consignmentNo: string;
  damageDescription: string;
  repairPossibility: string;
  residualOre: number | null;
  otherInformation: string;
  account: PayoutAccount;
  createdBy: number;
  createdAt: Date;
}

/** What an update sets; null leaves a column as it is (residualOre: set when `setResidual`). */
export interface ClaimChanges {
  damageDescription: string | null;
  repairPossibility: string | null;
  setResidual: boolean;
  residualOre: number | null;
  otherInformation: string | null;
  account: PayoutAccount | null;
}

export interface ClaimFilter {
  customerId?: number;
  status?: 'draft' | 'submitted';
  consignmentNo?: string;
}

/** The insurance_claims table, in the caller's transaction. */
@Injectable()
export class InsuranceClaimRepository {
  constructor(private readonly tx: TransactionHost) {}

  /** The claim if the caller may reach it; another customer's is as missing as a missing one. */
  async owned(principal: Principal, id: number, lock = false): Promise<ClaimRow> {
    const rows: ClaimRow[] = await this.tx.manager.query(`SELECT * FROM insurance_claims WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    const row = rows[0];
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return row;
  }

  /** The caller's claim, locked, while it is still a draft. */
  async draft(principal: Principal, id: number): Promise<ClaimRow> {
    const row = await this.owned(principal, id, true);
    if (row.status !== 'draft') throw claimAlreadySubmitted();
    return row;
  }

  async insert(c: NewClaim): Promise<number> {
    const rows: { id: string }[] = await this.tx.manager.query(
      `INSERT INTO insurance_claims (customer_id, order_no, consignment_no, damage_description, repair_possibility, residual_value_ore, other_information,
                                     payout_account_type, payout_account, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        c.customerId,
        c.orderNo,
        c.consignmentNo,
        c.damageDescription,
        c.repairPossibility,
        c.residualOre,
        c.otherInformation,
        c.account.type,
        c.account.digits,
        c.createdBy,
        c.createdAt,
      ],
    );
    return Number(rows[0].id);
  }

  async update(id: number, changes: ClaimChanges, now: Date): Promise<void> {
    await this.tx.manager.query(
      `UPDATE insurance_claims SET damage_description = COALESCE($2, damage_description), repair_possibility = COALESCE($3, repair_possibility),
              residual_value_ore = CASE WHEN $4::boolean THEN $5::bigint ELSE residual_value_ore END, other_information = COALESCE($6, other_information),
              payout_account_type = COALESCE($7, payout_account_type), payout_account = COALESCE($8, payout_account), updated_at = $9
        WHERE id = $1`,
      [
        id,
        changes.damageDescription,
        changes.repairPossibility,
        changes.setResidual,
        changes.residualOre,
        changes.otherInformation,
        changes.account?.type ?? null,
        changes.account?.digits ?? null,
        now,
      ],
    );
  }

  async markSubmitted(id: number, now: Date): Promise<void> {
    await this.tx.manager.query(`UPDATE insurance_claims SET status = 'submitted', submitted_at = $2, updated_at = $2 WHERE id = $1`, [
      id,
      now,
    ]);
  }

  async delete(id: number): Promise<void> {
    await this.tx.manager.query('DELETE FROM insurance_claims WHERE id = $1', [id]);
  }

  async page(filter: ClaimFilter, query: ListQuery<ClaimSortField>): Promise<{ rows: ClaimRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.customerId !== undefined) {
      params.push(filter.customerId);
      where.push(`customer_id = $${params.length}`);
    }
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.consignmentNo !== undefined) {
      params.push(filter.consignmentNo);
      where.push(`consignment_no = $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: (ClaimRow & { total: string })[] = await this.tx.manager.query(
      `SELECT *, count(*) OVER () AS total FROM insurance_claims ${whereSql}
        ORDER BY ${SORT_COLUMN[query.sort.field]} ${query.sort.order} NULLS LAST, id ${query.sort.order}
        LIMIT ${query.range.end - query.range.start + 1} OFFSET ${query.range.start}`,
      params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.range.start > 0)
      total = (await this.tx.manager.query(`SELECT count(*)::int AS n FROM insurance_claims ${whereSql}`, params))[0].n;
    return { rows, total };
  }
}
