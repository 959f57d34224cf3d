import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, parseId, Principal } from '@freight/kernel';
import { BILL_ORDER_SCHEMA } from '../../bills.openapi';
import type { BillOrderResponse } from '../../domain/bill-order.response';
import { billOrderNotFound } from '../../domain/bill.errors';
import { GetBillOrderQuery } from './get-bill-order.query';

/** GET /bill/order/{id} (spec section 7). */
@Controller('bill')
export class GetBillOrderHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('order/:id')
  @ApiOkResponse({ schema: BILL_ORDER_SCHEMA })
  getOrder(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<BillOrderResponse> {
    const orderId = parseId(id);
    if (orderId === undefined) throw billOrderNotFound();
    return this.queries.execute(new GetBillOrderQuery(principal, orderId));
  }
}
