import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_LOGGER, AppLogger, DomainError, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { Attachments } from '../../../attachments/attachments';
import { BookedOrder, BookedOrders } from '../../../booked-orders/booked-orders';
import { Clock } from '../../../shared/clock';
import { attachmentLines, carrierName, claimsMail, INSURER_ADDRESS } from '../../../shared/mail';
import { ClaimEligibility } from '../../application/claim-eligibility';
import { InsuranceClaimViews } from '../../application/insurance-claim-views';
import { ClaimRow, InsuranceClaimRepository } from '../../database/insurance-claim.repository';
import { claimSendFailed } from '../../domain/insurance-claim.errors';
import { kronorText } from '../../domain/kronor';
import { parsePayoutAccount } from '../../domain/payout-account';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { SubmitInsuranceClaimCommand } from './submit-insurance-claim.command';

/**
 * PUT /claim/submit/{id}: sends the draft to the insurer (InsuranceClaimSubmitted and a MailRequested listing the
 * attachments). The claim turns submitted together with its events, or stays a draft: any failure answers the spec's
 * "could not send" text and the member can send it again.
 */
@CommandHandler(SubmitInsuranceClaimCommand)
export class SubmitInsuranceClaimHandler implements ICommandHandler<SubmitInsuranceClaimCommand, InsuranceClaimResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly claims: InsuranceClaimRepository,
    private readonly orders: BookedOrders,
    private readonly eligibility: ClaimEligibility,
    private readonly attachments: Attachments,
    private readonly views: InsuranceClaimViews,
    private readonly clock: Clock,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  async execute({ principal, id }: SubmitInsuranceClaimCommand): Promise<InsuranceClaimResponse> {
    try {
      await this.tx.run(async () => {
        const claim = await this.claims.draft(principal, id);
        const order = await this.orders.byOrderNo(claim.order_no);
        if (!order) throw DomainError.notFound('TENANCY.NOT_FOUND');
        const window = await this.eligibility.mayClaim(order);
        const now = this.clock.now();
        await this.claims.markSubmitted(id, now);
        await this.recordSubmitted(principal, claim, order, window.deadline ?? '', now);
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error({ err: error, claimId: id }, 'insurance claim could not be submitted');
      throw claimSendFailed();
    }
    return this.views.one(principal, id);
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
}
