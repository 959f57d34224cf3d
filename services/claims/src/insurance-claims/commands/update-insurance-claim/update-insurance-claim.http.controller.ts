import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { INSURANCE_CLAIM_SCHEMA } from '../../insurance-claim.openapi';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { UpdateInsuranceClaimCommand } from './update-insurance-claim.command';
import { UpdateInsuranceClaimRequestDto } from './update-insurance-claim.request.dto';

@Controller('claim')
export class UpdateInsuranceClaimHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @HttpCode(200)
  @ApiOkResponse({ schema: INSURANCE_CLAIM_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: UpdateInsuranceClaimRequestDto): Promise<InsuranceClaimResponse> {
    return this.commands.execute(new UpdateInsuranceClaimCommand(principal, body));
  }
}
