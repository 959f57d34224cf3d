import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, setContentRange, type FastifyReply } from '@freight/kernel';
import { BILL_SCHEMA } from '../../bills.openapi';
import type { BillResponse } from '../../domain/bill.response';
import { parsePeriod } from '../../domain/period';
import { BILL_SORTS, ListBillsQuery } from './list-bills.query';

/** GET /bill/customer/{custId} (spec section 7); ra-data-simple-rest's `sort`, `range`, `filter`, `Content-Range`. */
@Controller('bill')
export class ListBillsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Invoices and invoice history, amounts incl. VAT; `from`/`to` on the bill date. */
  @Get('customer/:custId')
  @ApiOkResponse({ schema: arrayOf(BILL_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillResponse[]> {
    const list = parseListQuery(query, { sortable: BILL_SORTS, defaultSort: { field: 'billDate', order: 'DESC' } });
    const page = await this.queries.execute(new ListBillsQuery(customerId, parsePeriod(query, list.filter), list));
    setContentRange(reply, 'bills', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
