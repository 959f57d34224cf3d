import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';

export class SubmitInsuranceClaimCommand extends Command<InsuranceClaimResponse> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {
    super();
  }
}
