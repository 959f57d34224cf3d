import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { CustomerIdParam } from '@freight/kernel';
import { ORDER_SCHEMA } from '../../order.openapi';
import type { OrderResponse } from '../../order.response';
import { ListOrdersQuery } from './list-orders.query';
import { parseListFilter } from './list-orders.request';

/** GET /order/customer/{custId}: the send list and the booked list (spec section 7). Not for the demo (deny by default). */
@Controller('order')
export class ListOrdersHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('customer/:custId')
  @ApiOkResponse({ description: 'The send list or the booked list (without status history)', schema: arrayOf(ORDER_SCHEMA) })
  list(@CustomerIdParam('custId') customerId: number, @Query() query: Record<string, unknown>): Promise<OrderResponse[]> {
    return this.queries.execute(new ListOrdersQuery(customerId, parseListFilter(query)));
  }
}
