import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { CLAIMABLE_ORDER_SCHEMA } from '../../insurance-claim.openapi';
import type { ClaimableOrderResponse } from '../../insurance-claim.response';
import { GetClaimableOrderQuery } from './get-claimable-order.query';

@Controller('claim')
export class GetClaimableOrderHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** `?consignmentNo=`: the booked order, whether it is insured and the claim deadline. */
  @Get('order')
  @ApiOkResponse({ schema: CLAIMABLE_ORDER_SCHEMA })
  claimableOrder(
    @CurrentPrincipal() principal: Principal,
    @Query('consignmentNo') consignmentNo: unknown,
  ): Promise<ClaimableOrderResponse> {
    return this.queries.execute(new GetClaimableOrderQuery(principal, consignmentNo));
  }
}
