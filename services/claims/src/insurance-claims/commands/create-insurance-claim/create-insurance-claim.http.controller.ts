import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { INSURANCE_CLAIM_SCHEMA } from '../../insurance-claim.openapi';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { CreateInsuranceClaimCommand } from './create-insurance-claim.command';
import { CreateInsuranceClaimRequestDto } from './create-insurance-claim.request.dto';

/** Insurance claims behind the console's /consignment/claim form. Not for the demo. */
@Controller('claim')
export class CreateInsuranceClaimHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiCreatedResponse({ description: 'The claim, a draft', schema: INSURANCE_CLAIM_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateInsuranceClaimRequestDto): Promise<InsuranceClaimResponse> {
    return this.commands.execute(new CreateInsuranceClaimCommand(principal, body));
  }
}
