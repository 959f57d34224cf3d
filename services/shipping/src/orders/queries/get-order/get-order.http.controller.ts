import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import type { OrderResponse } from '../../order.response';
import { GetOrderQuery } from './get-order.query';

/** GET /order/{orderNo} (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class GetOrderHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':orderNo')
  get(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<OrderResponse> {
    return this.queries.execute(new GetOrderQuery(principal, orderNo));
  }
}
