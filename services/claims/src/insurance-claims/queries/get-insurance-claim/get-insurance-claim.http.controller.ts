import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import { INSURANCE_CLAIM_SCHEMA } from '../../insurance-claim.openapi';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { GetInsuranceClaimQuery } from './get-insurance-claim.query';

@Controller('claim')
export class GetInsuranceClaimHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: INSURANCE_CLAIM_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<InsuranceClaimResponse> {
    return this.queries.execute(new GetInsuranceClaimQuery(principal, pathId(id)));
  }
}
