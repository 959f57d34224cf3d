import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiFileResponse, arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import {
  CurrentPrincipal,
  CustomerIdParam,
  DomainError,
  parseId,
  parseListQuery,
  Principal,
  setContentRange,
  type FastifyReply,
} from '@freight/kernel';
import { BALANCE_SCHEMA, BILL_ORDER_SCHEMA, BILL_SCHEMA } from './bills.openapi';
import { BillOrderResponse } from './domain/bill-order.response';
import { BillResponse } from './domain/bill.response';
import { parsePeriod } from './domain/period';
import {
  BalanceResponse,
  BILL_ORDER_SORTS,
  BILL_SORTS,
  BillOrdersPage,
  GetBalanceQuery,
  GetBillOrderQuery,
  GetBillQuery,
  ListBillOrdersQuery,
  ListBillsQuery,
  Page,
} from './queries/bill-queries';
import { GetBillPdfQuery } from './queries/get-bill-pdf.handler';

const SEARCH_PHRASE_MAX = 100;

/** The spec's /bill calls (section 7). Lists follow ra-data-simple-rest (`sort`, `range`, `filter`, `Content-Range`). */
@Controller('bill')
export class BillsHttpController {
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
    const page = await this.queries.execute<ListBillsQuery, Page<BillResponse>>(
      new ListBillsQuery(customerId, parsePeriod(query, list.filter), list),
    );
    setContentRange(reply, 'bills', list.range, page.rows.length, page.total);
    return page.rows;
  }

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
    const page = await this.queries.execute<ListBillOrdersQuery, BillOrdersPage>(
      new ListBillOrdersQuery(customerId, parsePeriod(query, list.filter), raw.trim(), list),
    );
    if (page.total !== null) setContentRange(reply, 'billorders', list.range, page.rows.length, page.total);
    else {
      // More than the count looked at: RFC 9110's unknown complete length, and certainly a next page.
      void reply.header('Content-Range', `billorders ${list.range.start}-${list.range.start + page.rows.length - 1}/*`);
      void reply.header('Access-Control-Expose-Headers', 'Content-Range');
    }
    return page.rows;
  }

  @Get('order/:id')
  @ApiOkResponse({ schema: BILL_ORDER_SCHEMA })
  getOrder(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<BillOrderResponse> {
    const orderId = parseId(id);
    if (orderId === undefined) throw new DomainError('not_found', 'BILL.ORDER_NOT_FOUND');
    return this.queries.execute(new GetBillOrderQuery(principal, orderId));
  }

  @Get('balance/customer/:custId')
  @ApiOkResponse({ description: 'Amounts incl. VAT', schema: BALANCE_SCHEMA })
  balance(@CustomerIdParam('custId') customerId: number): Promise<BalanceResponse> {
    return this.queries.execute(new GetBalanceQuery(customerId));
  }

  /** The invoice PDF; a credit invoice answers "Credit invoice cannot be shown". */
  @Get('link/:id')
  @ApiFileResponse(200, ['application/pdf'], 'The invoice PDF (inline)')
  async link(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { fileName, pdf } = await this.queries.execute<GetBillPdfQuery, { fileName: string; pdf: Buffer }>(
      new GetBillPdfQuery(principal, billIdOf(id)),
    );
    void reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`);
    return pdf;
  }

  @Get(':id')
  @ApiOkResponse({ schema: BILL_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<BillResponse> {
    return this.queries.execute(new GetBillQuery(principal, billIdOf(id)));
  }
}

function billIdOf(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw new DomainError('not_found', 'ERROR.BILL_NOT_FOUND');
  return id;
}
