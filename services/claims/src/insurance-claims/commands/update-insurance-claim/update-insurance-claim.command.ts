import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import type { UpdateInsuranceClaimRequestDto } from './update-insurance-claim.request.dto';

export class UpdateInsuranceClaimCommand extends Command<InsuranceClaimResponse> {
  constructor(
    readonly principal: Principal,
    readonly body: UpdateInsuranceClaimRequestDto,
  ) {
    super();
  }
}
