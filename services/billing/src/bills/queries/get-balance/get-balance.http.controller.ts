import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CustomerIdParam } from '@freight/kernel';
import { BALANCE_SCHEMA } from '../../bills.openapi';
import { BalanceResponse, GetBalanceQuery } from './get-balance.query';

/** GET /bill/balance/customer/{custId} (spec section 7). */
@Controller('bill')
export class GetBalanceHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('balance/customer/:custId')
  @ApiOkResponse({ description: 'Amounts incl. VAT', schema: BALANCE_SCHEMA })
  balance(@CustomerIdParam('custId') customerId: number): Promise<BalanceResponse> {
    return this.queries.execute(new GetBalanceQuery(customerId));
  }
}
