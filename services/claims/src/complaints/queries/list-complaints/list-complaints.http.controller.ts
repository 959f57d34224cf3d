import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, FastifyReply, parseListQuery, Principal, setContentRange } from '@freight/kernel';
import { COMPLAINT_SCHEMA } from '../../complaint.openapi';
import type { ComplaintResponse } from '../../complaint.response';
import { COMPLAINT_SORTABLE, ComplaintSortField } from '../../database/complaint.repository';
import { ListComplaintsQuery } from './list-complaints.query';

const listOptions = {
  sortable: COMPLAINT_SORTABLE,
  defaultSort: { field: 'createdDate' as ComplaintSortField, order: 'DESC' as const },
  maxPageSize: 200,
};

/** The complaint lists of spec section 7, in ra-data-simple-rest's shape. Not for the demo. */
@Controller('complaint')
export class ListComplaintsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The member's own complaints; for an admin everyone's (filter.custId narrows). */
  @Get()
  @ApiOkResponse({ schema: arrayOf(COMPLAINT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listAll(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ComplaintResponse[]> {
    return this.page(principal, undefined, query, reply);
  }

  @Get('customer/:custId')
  @ApiOkResponse({ schema: arrayOf(COMPLAINT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  listForCustomer(
    @CurrentPrincipal() principal: Principal,
    @CustomerIdParam('custId') custId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ComplaintResponse[]> {
    return this.page(principal, custId, query, reply);
  }

  private async page(
    principal: Principal,
    custId: number | undefined,
    query: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<ComplaintResponse[]> {
    const list = parseListQuery(query, listOptions);
    const { rows, total } = await this.queries.execute(new ListComplaintsQuery(principal, custId, list));
    setContentRange(reply, 'complaint', list.range, rows.length, total);
    return rows;
  }
}
