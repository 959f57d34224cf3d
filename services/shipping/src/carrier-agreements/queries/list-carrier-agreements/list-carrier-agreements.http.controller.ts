import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { ApiKeyScope, CustomerIdParam, RequiresRole } from '@freight/kernel';
import { CARRIER_AGREEMENT_SCHEMA } from '../../carrier-agreements.openapi';
import { CarrierAgreementView } from '../../application/carrier-agreement-store';
import { ListCarrierAgreementsQuery } from './list-carrier-agreements.handler';

@Controller('carrier')
export class ListCarrierAgreementsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The customer's own carrier agreements, credentials masked. Sessions only: a key reads no credentials, even masked. */
  @Get('agreement/:customerId')
  @RequiresRole('administrator')
  @ApiKeyScope('none')
  @ApiOkResponse({ description: 'The agreements, credentials masked', schema: arrayOf(CARRIER_AGREEMENT_SCHEMA) })
  list(@CustomerIdParam('customerId') customerId: number): Promise<CarrierAgreementView[]> {
    return this.queries.execute(new ListCarrierAgreementsQuery(customerId));
  }
}
