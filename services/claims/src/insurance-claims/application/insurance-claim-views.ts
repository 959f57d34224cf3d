import { Injectable } from '@nestjs/common';
import { Principal } from '@freight/kernel';
import { Attachments } from '../../attachments/attachments';
import { BookedOrders } from '../../booked-orders/booked-orders';
import { Clock } from '../../shared/clock';
import { carrierName } from '../../shared/mail';
import { ClaimRow, InsuranceClaimRepository } from '../database/insurance-claim.repository';
import { claimWindow } from '../domain/claim-window';
import { kronorText } from '../domain/kronor';
import { parsePayoutAccount } from '../domain/payout-account';
import type { InsuranceClaimResponse } from '../insurance-claim.response';

/** Claims as the console's form shows them: with the order's carrier, value, delivery, deadline and attachments. */
@Injectable()
export class InsuranceClaimViews {
  constructor(
    private readonly claims: InsuranceClaimRepository,
    private readonly orders: BookedOrders,
    private readonly attachments: Attachments,
    private readonly clock: Clock,
  ) {}

  async one(principal: Principal, id: number): Promise<InsuranceClaimResponse> {
    const row = await this.claims.owned(principal, id);
    return (await this.of([row]))[0];
  }

  async of(rows: ClaimRow[]): Promise<InsuranceClaimResponse[]> {
    const ids = rows.map((r) => Number(r.id));
    const files = await this.attachments.listFor('claim', ids);
    const summaries = await this.attachments.summaryFor('claim', ids);
    const now = this.clock.now();
    const out: InsuranceClaimResponse[] = [];
    for (const r of rows) {
      const order = await this.orders.byOrderNo(r.order_no);
      const id = Number(r.id);
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
        attachments: files.get(id) ?? [],
        attachmentsCount: summaries.get(id)?.count ?? 0,
        attachmentsTotalBytes: summaries.get(id)?.totalBytes ?? 0,
      });
    }
    return out;
  }
}
