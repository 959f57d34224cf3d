import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, DomainError, parseListQuery, setContentRange, type FastifyReply } from '@freight/kernel';
import { BILL_ORDER_SCHEMA } from '../../bills.openapi';
import type { BillOrderResponse } from '../../domain/bill-order.response';
import { parsePeriod } from '../../domain/period';
import { BILL_ORDER_SORTS, ListBillOrdersQuery } from './list-bill-orders.query';

const SEARCH_PHRASE_MAX = 100;

/** GET /bill/order/customer/{custId} (spec section 7). */
@Controller('bill')
export class ListBillOrdersHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Billed and unbilled orders, amounts excl. VAT; `from`/`to` on the booking date, `searchPhrase` (or filter `q`). The
   * total in `Content-Range: billorders 0-24/319`, or `billorders 0-24/*` when more than 10 000 rows follow the page.
   */
  @Get('order/customer/:custId')
  @ApiOkResponse({ schema: arrayOf(BILL_ORDER_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async listOrders(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillOrderResponse[]> {
    const list = parseListQuery(query, { sortable: BILL_ORDER_SORTS, defaultSort: { field: 'date', order: 'DESC' } });
    const raw = query.searchPhrase ?? list.filter.q ?? '';
    if (typeof raw !== 'string') throw DomainError.invalid([{ field: 'searchPhrase', code: 'VALIDATION.INVALID_FORMAT' }]);
    if (raw.length > SEARCH_PHRASE_MAX) throw DomainError.invalid([{ field: 'searchPhrase', code: 'VALIDATION.TOO_LONG' }]);
    const page = await this.queries.execute(new ListBillOrdersQuery(customerId, parsePeriod(query, list.filter), raw.trim(), list));
    if (page.total !== null) setContentRange(reply, 'billorders', list.range, page.rows.length, page.total);
    else {
      // More than the count looked at: RFC 9110's unknown complete length, and certainly a next page.
      void reply.header('Content-Range', `billorders ${list.range.start}-${list.range.start + page.rows.length - 1}/*`);
      void reply.header('Access-Control-Expose-Headers', 'Content-Range');
    }
    return page.rows;
  }
}
