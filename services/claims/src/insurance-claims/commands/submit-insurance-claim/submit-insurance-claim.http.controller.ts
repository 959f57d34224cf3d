import { Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiNoBody } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import { INSURANCE_CLAIM_SCHEMA } from '../../insurance-claim.openapi';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { SubmitInsuranceClaimCommand } from './submit-insurance-claim.command';

@Controller('claim')
export class SubmitInsuranceClaimHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put('submit/:id')
  @HttpCode(200)
  @ApiNoBody()
  @ApiOkResponse({ description: 'The submitted claim', schema: INSURANCE_CLAIM_SCHEMA })
  submit(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<InsuranceClaimResponse> {
    return this.commands.execute(new SubmitInsuranceClaimCommand(principal, pathId(id)));
  }
}
