import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import type { CreateInsuranceClaimRequestDto } from './create-insurance-claim.request.dto';

export class CreateInsuranceClaimCommand extends Command<InsuranceClaimResponse> {
  constructor(
    readonly principal: Principal,
    readonly body: CreateInsuranceClaimRequestDto,
  ) {
    super();
  }
}
