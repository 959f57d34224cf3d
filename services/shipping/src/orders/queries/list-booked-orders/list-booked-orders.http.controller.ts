import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, setContentRange, type FastifyReply } from '@freight/kernel';
import { ORDER_SCHEMA } from '../../order.openapi';
import type { OrderResponse } from '../../order.response';
import { BookedOrdersPage, ListBookedOrdersQuery } from './list-booked-orders.query';
import { parseBookedListQuery } from './list-booked-orders.request';

/**
 * GET /order/customer/{custId}/booked: the booked list as a react-admin resource (issue 20), beside the spec's
 * GET /order/customer/{custId}?booked=1, which stays as it is. ra-data-simple-rest's `sort`, `range` and
 * `filter` ({q, status, from, to}); the total in `Content-Range: orders 0-24/319`, or `orders 0-24/*` when more
 * than 10 000 rows follow the page (the count stops there). Not for the demo.
 */
@Controller('order')
export class ListBookedOrdersHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('customer/:custId/booked')
  @ApiOkResponse({ description: 'One page of the booked list', schema: arrayOf(ORDER_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderResponse[]> {
    const { list, filter } = parseBookedListQuery(query);
    const page = await this.queries.execute<ListBookedOrdersQuery, BookedOrdersPage>(new ListBookedOrdersQuery(customerId, list, filter));
    if (page.total !== null) setContentRange(reply, 'orders', list.range, page.rows.length, page.total);
    else {
      // More than the count looked at: RFC 9110's unknown complete length, and certainly a next page.
      void reply.header('Content-Range', `orders ${list.range.start}-${list.range.start + page.rows.length - 1}/*`);
      void reply.header('Access-Control-Expose-Headers', 'Content-Range');
    }
    return page.rows;
  }
}
