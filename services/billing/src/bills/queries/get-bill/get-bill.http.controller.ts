import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { billIdOf } from '../../application/visible-bill';
import { BILL_SCHEMA } from '../../bills.openapi';
import type { BillResponse } from '../../domain/bill.response';
import { GetBillQuery } from './get-bill.query';

/** GET /bill/{id} (spec section 7). */
@Controller('bill')
export class GetBillHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: BILL_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<BillResponse> {
    return this.queries.execute(new GetBillQuery(principal, billIdOf(id)));
  }
}
