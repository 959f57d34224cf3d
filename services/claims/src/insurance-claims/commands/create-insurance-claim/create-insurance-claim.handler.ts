import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock';
import { ClaimEligibility } from '../../application/claim-eligibility';
import { InsuranceClaimViews } from '../../application/insurance-claim-views';
import { InsuranceClaimRepository } from '../../database/insurance-claim.repository';
import { checkClaimFields } from '../../domain/claim-fields';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { CreateInsuranceClaimCommand } from './create-insurance-claim.command';

/** POST /claim/: a draft for one of the member's booked, insured orders; files may be attached before it is submitted. */
@CommandHandler(CreateInsuranceClaimCommand)
export class CreateInsuranceClaimHandler implements ICommandHandler<CreateInsuranceClaimCommand, InsuranceClaimResponse> {
  constructor(
    private readonly claims: InsuranceClaimRepository,
    private readonly eligibility: ClaimEligibility,
    private readonly views: InsuranceClaimViews,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, body }: CreateInsuranceClaimCommand): Promise<InsuranceClaimResponse> {
    const fields = checkClaimFields(body.payoutAccountType, body.payoutAccount, body.residualValue);
    const order = await this.eligibility.orderOf(principal.customerId, body.consignmentNo.trim());
    await this.eligibility.mayClaim(order);
    const id = await this.claims.insert({
      customerId: principal.customerId,
      orderNo: order.orderNo,
      consignmentNo: order.consignmentNo,
      damageDescription: body.damageDescription.trim(),
      repairPossibility: body.repairPossibility?.trim() ?? '',
      residualOre: fields.residualOre ?? null,
      otherInformation: body.otherInformation?.trim() ?? '',
      account: fields.account!,
      createdBy: principal.userId,
      createdAt: this.clock.now(),
    });
    return this.views.one(principal, id);
  }
}
