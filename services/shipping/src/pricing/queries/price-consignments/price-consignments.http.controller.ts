import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { ApiKeyScope, CurrentPrincipal, DemoAllowed, NoAudit, Principal } from '@freight/kernel';
import { ConsignmentToPrice, PriceConsignmentsQuery } from './price-consignments.query';
import { PriceConsignmentsRequestPipe } from './price-consignments.request.pipe';
import { PRICE_CONSIGNMENTS_BODY, PRICE_RESULT_SCHEMA } from './price-result.openapi';
import { PriceResultResponse } from './price-result.response';

@Controller('consignment')
export class PriceConsignmentsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Body: an array of consignments, one per product to price; answers the price results in the same order. The demo prices. */
  @DemoAllowed()
  @Post('price')
  // A question asked by POST: it changes nothing, so the audit trail records nothing.
  @NoAudit()
  @ApiKeyScope('read')
  @HttpCode(200)
  @ApiBody({ schema: PRICE_CONSIGNMENTS_BODY })
  @ApiOkResponse({ description: 'The price results in the order of the consignments', schema: arrayOf(PRICE_RESULT_SCHEMA) })
  price(
    @CurrentPrincipal() principal: Principal,
    @Body(PriceConsignmentsRequestPipe) consignments: ConsignmentToPrice[],
  ): Promise<PriceResultResponse[]> {
    return this.queries.execute(new PriceConsignmentsQuery(principal, consignments));
  }
}
