import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { AdminOnly, DomainError, parseListQuery, setContentRange } from '@freight/kernel';
import { ErasureRequestView } from '../../domain/erasure-request';
import { ERASURE_REQUEST_SCHEMA } from '../../erasure.openapi';
import { ListErasuresQuery } from './list-erasures.handler';

@Controller('customer')
export class ListErasuresHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Admins only: every erasure request (ra-data-simple-rest `range`, `sort` on requestedAt, `filter` {"state"}). */
  @AdminOnly()
  @Get('erasures')
  @ApiOkResponse({ schema: arrayOf(ERASURE_REQUEST_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<ErasureRequestView[]> {
    const list = parseListQuery(query, {
      sortable: ['requestedAt'] as const,
      defaultSort: { field: 'requestedAt', order: 'DESC' },
      maxPageSize: 100,
    });
    const state = list.filter.state;
    if (state !== undefined && state !== 'requested' && state !== 'completed')
      throw DomainError.invalid([{ field: 'filter', code: 'VALIDATION.INVALID_FORMAT' }]);
    const page = await this.queries.execute<ListErasuresQuery, { rows: ErasureRequestView[]; total: number }>(
      new ListErasuresQuery(list, state),
    );
    setContentRange(reply, 'erasures', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
