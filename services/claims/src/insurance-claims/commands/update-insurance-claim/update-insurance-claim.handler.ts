import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Clock } from '../../../shared/clock';
import { InsuranceClaimViews } from '../../application/insurance-claim-views';
import { InsuranceClaimRepository } from '../../database/insurance-claim.repository';
import { checkClaimFields } from '../../domain/claim-fields';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { UpdateInsuranceClaimCommand } from './update-insurance-claim.command';

/** PUT /claim/: a draft's fields; a new account type without a number re-checks the stored number against it. */
@CommandHandler(UpdateInsuranceClaimCommand)
export class UpdateInsuranceClaimHandler implements ICommandHandler<UpdateInsuranceClaimCommand, InsuranceClaimResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly claims: InsuranceClaimRepository,
    private readonly views: InsuranceClaimViews,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, body }: UpdateInsuranceClaimCommand): Promise<InsuranceClaimResponse> {
    await this.tx.run(async () => {
      const current = await this.claims.draft(principal, body.id);
      const type = body.payoutAccountType ?? current.payout_account_type;
      const fields = checkClaimFields(
        type,
        body.payoutAccount ?? (body.payoutAccountType ? current.payout_account : undefined),
        body.residualValue,
      );
      await this.claims.update(
        body.id,
        {
          damageDescription: body.damageDescription?.trim() ?? null,
          repairPossibility: body.repairPossibility?.trim() ?? null,
          setResidual: body.residualValue !== undefined,
          residualOre: fields.residualOre ?? null,
          otherInformation: body.otherInformation?.trim() ?? null,
          account: fields.account ?? null,
        },
        this.clock.now(),
      );
    });
    return this.views.one(principal, body.id);
  }
}
