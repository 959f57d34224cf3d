import { Inject, Injectable } from '@nestjs/common';
import { APP_LOGGER, AppLogger, DomainError, FieldError, isAdmin, ListQuery, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { Attachments } from '../../attachments/attachments';
import { BookedOrder, BookedOrders } from '../../booked-orders/booked-orders';
import { RecordCustomerSettings } from '../../booked-orders/record-customer-settings';
import { Clock } from '../../shared/clock';
import { attachmentLines, carrierName, claimsMail, INSURER_ADDRESS } from '../../shared/mail';
import { CLAIM_WINDOW_DAYS, claimWindow } from '../domain/claim-window';
import { kronorText, parseKronor } from '../domain/kronor';
import { parsePayoutAccount, PayoutAccount } from '../domain/payout-account';
import type { CreateInsuranceClaimRequestDto, UpdateInsuranceClaimRequestDto } from '../http/insurance-claim.request.dto';
import type { ClaimableOrderResponse, InsuranceClaimResponse } from '../http/insurance-claim.response';

interface ClaimRow {
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

const MAX_RESIDUAL_ORE = 1_000_000 * 100;

/**
 * Transport-insurance claims (spec sections 3 and 8): only for the member's own booked, insured order (claims'
 * own copy), while the customer's insurance is not inactivated (the insuranceDisabled setting, claims' copy),
 * within the insurer's window counted from delivery; kept as a draft until submitted, then sent to the insurer
 * by events (InsuranceClaimSubmitted and a MailRequested listing the attachments).
 */
@Injectable()
export class InsuranceClaims {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly orders: BookedOrders,
    private readonly attachments: Attachments,
    private readonly clock: Clock,
    private readonly settings: RecordCustomerSettings,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  /** What the form shows before a claim exists: insured or not, delivered when, the deadline. */
  async claimableOrder(principal: Principal, consignmentNo: unknown): Promise<ClaimableOrderResponse> {
    if (typeof consignmentNo !== 'string' || !consignmentNo.trim())
      throw DomainError.invalid([{ field: 'consignmentNo', code: 'VALIDATION.REQUIRED' }]);
    const order = await this.orderOf(principal.customerId, consignmentNo.trim());
    // The form's lookup already tells a customer with insurance inactivated that no claim can be filed.
    await this.assertInsuranceActive(order.customerId);
    const window = claimWindow(order.deliveredAt, this.clock.now());
    return {
      orderNo: order.orderNo,
      consignmentNo: order.consignmentNo,
      supplierId: order.supplierId,
      supplier: carrierName(order.supplierId),
      insured: order.insured,
      goodsValue: kronorText(order.goodsValueOre),
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      deadline: window.deadline ?? null,
      open: window.open,
    };
  }

  async create(principal: Principal, body: CreateInsuranceClaimRequestDto): Promise<InsuranceClaimResponse> {
    const fields = this.checkFields(body.payoutAccountType, body.payoutAccount, body.residualValue);
    const order = await this.orderOf(principal.customerId, body.consignmentNo.trim());
    await this.mayClaim(order);
    const now = this.clock.now();
    const rows: { id: string }[] = await this.tx.manager.query(
      `INSERT INTO insurance_claims (customer_id, order_no, consignment_no, damage_description, repair_possibility, residual_value_ore, other_information,
                                     payout_account_type, payout_account, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [
        principal.customerId,
        order.orderNo,
        order.consignmentNo,
        body.damageDescription.trim(),
        body.repairPossibility?.trim() ?? '',
        fields.residualOre ?? null,
        body.otherInformation?.trim() ?? '',
        fields.account!.type,
        fields.account!.digits,
        principal.userId,
        now,
      ],
    );
    return this.get(principal, Number(rows[0].id));
  }

  async update(principal: Principal, body: UpdateInsuranceClaimRequestDto): Promise<InsuranceClaimResponse> {
    await this.tx.run(async (manager) => {
      const current = await this.draft(principal, body.id);
      const type = body.payoutAccountType ?? current.payout_account_type;
      const fields = this.checkFields(
        type,
        body.payoutAccount ?? (body.payoutAccountType ? current.payout_account : undefined),
        body.residualValue,
      );
      await manager.query(
        `UPDATE insurance_claims SET damage_description = COALESCE($2, damage_description), repair_possibility = COALESCE($3, repair_possibility),
                residual_value_ore = CASE WHEN $4::boolean THEN $5::bigint ELSE residual_value_ore END, other_information = COALESCE($6, other_information),
                payout_account_type = COALESCE($7, payout_account_type), payout_account = COALESCE($8, payout_account), updated_at = $9
          WHERE id = $1`,
        [
          body.id,
          body.damageDescription?.trim() ?? null,
          body.repairPossibility?.trim() ?? null,
          body.residualValue !== undefined,
          fields.residualOre ?? null,
          body.otherInformation?.trim() ?? null,
          fields.account?.type ?? null,
          fields.account?.digits ?? null,
          this.clock.now(),
        ],
      );
    });
    return this.get(principal, body.id);
  }

  /**
   * Sends the draft to the insurer. The claim turns submitted together with its events, or stays a draft: any
   * failure answers the spec's "could not send" text and the member can send it again.
   */
  async submit(principal: Principal, id: number): Promise<InsuranceClaimResponse> {
    try {
      await this.tx.run(async () => {
        const claim = await this.draft(principal, id);
        const order = await this.orders.byOrderNo(claim.order_no);
        if (!order) throw DomainError.notFound('TENANCY.NOT_FOUND');
        const window = await this.mayClaim(order);
        const now = this.clock.now();
        await this.tx.manager.query(`UPDATE insurance_claims SET status = 'submitted', submitted_at = $2, updated_at = $2 WHERE id = $1`, [
          id,
          now,
        ]);
        await this.recordSubmitted(principal, claim, order, window.deadline ?? '', now);
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error, claimId: id }, 'insurance claim could not be submitted');
      throw new DomainError('unavailable', 'ERROR.INSURANCE_CLAIM_FAILED', { reason: 'CLAIM.SEND_FAILED' });
    }
    return this.get(principal, id);
  }

  async get(principal: Principal, id: number): Promise<InsuranceClaimResponse> {
    const row = await this.owned(principal, id);
    return (await this.responses([row]))[0];
  }

  async list(
    principal: Principal,
    customerId: number | undefined,
    query: ListQuery<ClaimSortField>,
  ): Promise<{ rows: InsuranceClaimResponse[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const owner = customerId ?? (isAdmin(principal) ? undefined : principal.customerId);
    if (owner !== undefined) {
      params.push(owner);
      where.push(`customer_id = $${params.length}`);
    }
    if (query.filter.status === 'draft' || query.filter.status === 'submitted') {
      params.push(query.filter.status);
      where.push(`status = $${params.length}`);
    }
    if (typeof query.filter.consignmentNo === 'string') {
      params.push(query.filter.consignmentNo.trim());
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
    return { rows: await this.responses(rows), total };
  }

  async delete(principal: Principal, id: number): Promise<void> {
    await this.tx.run(async (manager) => {
      await this.draft(principal, id);
      await this.attachments.deleteFor('claim', [id]);
      await manager.query('DELETE FROM insurance_claims WHERE id = $1', [id]);
    });
  }

  private async recordSubmitted(principal: Principal, claim: ClaimRow, order: BookedOrder, deadline: string, now: Date): Promise<void> {
    const claimId = Number(claim.id);
    const files = (await this.attachments.listFor('claim', [claimId])).get(claimId) ?? [];
    const account = parsePayoutAccount(claim.payout_account_type, claim.payout_account)!;
    const residual = claim.residual_value_ore === null ? undefined : Number(claim.residual_value_ore);
    await this.outbox.recordAll([
      {
        type: 'InsuranceClaimSubmitted',
        aggregateId: claimId,
        occurredAt: now,
        data: {
          claimId: String(claimId),
          customerId: String(claim.customer_id),
          orderNo: claim.order_no,
          consignmentNo: claim.consignment_no,
          supplierId: order.supplierId,
          goodsValueOre: String(order.goodsValueOre),
          damageDescription: claim.damage_description,
          repairPossibility: claim.repair_possibility,
          residualValueOre: String(residual ?? 0),
          otherInformation: claim.other_information,
          payoutAccountType: account.type,
          payoutAccount: account.formatted,
          deliveredAt: order.deliveredAt?.toISOString() ?? '',
          deadline,
          submittedBy: String(principal.userId),
          submittedAt: now.toISOString(),
          attachments: files.map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, sizeBytes: String(a.size) })),
        },
      },
      {
        type: 'MailRequested',
        aggregateId: `insurance-claim-${claimId}`,
        occurredAt: now,
        data: claimsMail(
          INSURER_ADDRESS,
          claim.customer_id,
          'insurance-claim-submitted',
          `insurance claim ${claimId}`,
          `Skadeanmälan ${claimId}: försändelse ${claim.consignment_no}`,
          [
            `Skadeanmälan ${claimId} från kund ${claim.customer_id}`,
            '',
            `Försändelse: ${claim.consignment_no} (order ${claim.order_no}, ${carrierName(order.supplierId)})`,
            `Försäkrat varuvärde: ${kronorText(order.goodsValueOre)} kr`,
            `Levererad: ${order.deliveredAt?.toISOString() ?? 'ej levererad'}`,
            '',
            `Skadebeskrivning:\n${claim.damage_description}`,
            `Reparationsmöjlighet: ${claim.repair_possibility || '-'}`,
            `Restvärde: ${residual === undefined ? '-' : `${kronorText(residual)} kr`}`,
            `Övrig information: ${claim.other_information || '-'}`,
            `Utbetalning till ${account.type === 'bankgiro' ? 'bankgiro' : 'plusgiro'} ${account.formatted}`,
            '',
            `Bifogade filer (hämtas med id):\n${attachmentLines(files)}`,
          ].join('\n'),
        ),
      },
    ]);
  }

  private checkFields(
    type: string | undefined,
    rawAccount: string | undefined,
    rawResidual: unknown,
  ): { account?: PayoutAccount; residualOre?: number } {
    const errors: FieldError[] = [];
    let account: PayoutAccount | undefined;
    if (rawAccount !== undefined) {
      account = parsePayoutAccount(type ?? '', rawAccount);
      if (!account) errors.push({ field: 'payoutAccount', code: 'VALIDATION.INVALID_FORMAT' });
    }
    let residualOre: number | undefined;
    if (rawResidual !== undefined && rawResidual !== null && rawResidual !== '') {
      residualOre = parseKronor(rawResidual);
      if (residualOre === undefined) errors.push({ field: 'residualValue', code: 'VALIDATION.INVALID_FORMAT' });
      else if (residualOre > MAX_RESIDUAL_ORE)
        errors.push({ field: 'residualValue', code: 'VALIDATION.MAX', params: { limit: MAX_RESIDUAL_ORE / 100 } });
    }
    if (errors.length) throw DomainError.invalid(errors);
    return { account, residualOre };
  }

  private async mayClaim(order: BookedOrder) {
    await this.assertInsuranceActive(order.customerId);
    if (!order.insured) throw new DomainError('unprocessable', 'CLAIM.NOT_INSURED');
    const window = claimWindow(order.deliveredAt, this.clock.now());
    if (!window.open)
      throw new DomainError('unprocessable', 'CLAIM.DEADLINE_PASSED', { params: { deadline: window.deadline!, days: CLAIM_WINDOW_DAYS } });
    return window;
  }

  private async assertInsuranceActive(customerId: number): Promise<void> {
    if (await this.settings.insuranceDisabled(customerId)) throw new DomainError('unprocessable', 'CLAIM.INSURANCE_DISABLED');
  }

  private async orderOf(customerId: number, consignmentNo: string): Promise<BookedOrder> {
    const order = await this.orders.byConsignmentNo(customerId, consignmentNo);
    if (!order)
      throw new DomainError('not_found', 'COMPLAINT.CONSIGNMENT_NOT_FOUND', {
        fieldErrors: [{ field: 'consignmentNo', code: 'COMPLAINT.CONSIGNMENT_NOT_FOUND' }],
      });
    return order;
  }

  private async owned(principal: Principal, id: number, lock = false): Promise<ClaimRow> {
    const rows: ClaimRow[] = await this.tx.manager.query(`SELECT * FROM insurance_claims WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    const row = rows[0];
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return row;
  }

  private async draft(principal: Principal, id: number): Promise<ClaimRow> {
    const row = await this.owned(principal, id, true);
    if (row.status !== 'draft') throw new DomainError('conflict', 'CLAIM.ALREADY_SUBMITTED');
    return row;
  }

  private async responses(rows: ClaimRow[]): Promise<InsuranceClaimResponse[]> {
    const ids = rows.map((r) => Number(r.id));
    const files = await this.attachments.listFor('claim', ids);
    const summaries = await this.attachments.summaryFor('claim', ids);
    const now = this.clock.now();
    const out: InsuranceClaimResponse[] = [];
    for (const r of rows) {
      const order = await this.orders.byOrderNo(r.order_no);
      const id = Number(r.id);
      const attached = files.get(id) ?? [];
      out.push({
        id,
        custId: r.customer_id,
        orderNo: r.order_no,
        consignmentNo: r.consignment_no,
        supplierId: order?.supplierId ?? 0,
        supplier: order ? carrierName(order.supplierId) : '',
        goodsValue: kronorText(order?.goodsValueOre ?? 0),
        damageDescription: r.damage_description,
        repairPossibility: r.repair_possibility,
        residualValue: r.residual_value_ore === null ? null : kronorText(Number(r.residual_value_ore)),
        otherInformation: r.other_information,
        payoutAccountType: r.payout_account_type,
        payoutAccount: parsePayoutAccount(r.payout_account_type, r.payout_account)?.formatted ?? r.payout_account,
        status: r.status,
        createdDate: r.created_at.toISOString(),
        submittedAt: r.submitted_at?.toISOString() ?? null,
        deliveredAt: order?.deliveredAt?.toISOString() ?? null,
        deadline: claimWindow(order?.deliveredAt ?? null, now).deadline ?? null,
        attachments: attached,
        attachmentsCount: summaries.get(id)?.count ?? 0,
        attachmentsTotalBytes: summaries.get(id)?.totalBytes ?? 0,
      });
    }
    return out;
  }
}
