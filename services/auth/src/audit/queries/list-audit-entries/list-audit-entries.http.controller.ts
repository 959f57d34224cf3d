import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, setContentRange } from '@freight/kernel';
import { AUDIT_ENTRY_SCHEMA, AuditEntryResponse } from '../../audit-entry.response';
import { AUDIT_SORTABLE, ListAuditEntriesQuery } from './list-audit-entries.handler';

@Controller('auth')
export class ListAuditEntriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * A customer's audit trail, newest first (ra-data-simple-rest `range`, `sort` on occurredAt, action or userId,
   * `filter` by userId, action, from and to as business dates). Members read their own customer's; admins any.
   */
  @Get('audit/:customerId')
  @ApiOkResponse({ schema: arrayOf(AUDIT_ENTRY_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('customerId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryResponse[]> {
    const list = parseListQuery(query, { sortable: AUDIT_SORTABLE, defaultSort: { field: 'occurredAt', order: 'DESC' }, maxPageSize: 100 });
    const page = await this.queries.execute<ListAuditEntriesQuery, { rows: AuditEntryResponse[]; total: number }>(
      new ListAuditEntriesQuery(customerId, list),
    );
    setContentRange(reply, 'audit', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
