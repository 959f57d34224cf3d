import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { ORDER_SCHEMA } from '../../order.openapi';
import type { OrderResponse } from '../../order.response';
import { GetOrderQuery } from './get-order.query';

/** GET /order/{orderNo} (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class GetOrderHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':orderNo')
  @ApiOkResponse({ description: 'With its status history', schema: ORDER_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<OrderResponse> {
    return this.queries.execute(new GetOrderQuery(principal, orderNo));
  }
}
