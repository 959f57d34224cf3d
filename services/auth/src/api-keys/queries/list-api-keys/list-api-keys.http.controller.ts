import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, RequiresRole, setContentRange } from '@freight/kernel';
import { API_KEY_SCHEMA, ApiKeyResponse } from '../../api-keys.response';
import { ListApiKeysQuery } from './list-api-keys.handler';

@Controller('auth')
export class ListApiKeysHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The profile's API keys with scopes and last use (ra-data-simple-rest `range`, `sort` on createdAt); never a key itself. */
  @Get('keys/:customerId')
  @RequiresRole('administrator')
  @ApiOkResponse({ schema: arrayOf(API_KEY_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('customerId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiKeyResponse[]> {
    const list = parseListQuery(query, {
      sortable: ['createdAt'] as const,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      maxPageSize: 100,
    });
    const page = await this.queries.execute<ListApiKeysQuery, { rows: ApiKeyResponse[]; total: number }>(
      new ListApiKeysQuery(customerId, list),
    );
    setContentRange(reply, 'apikeys', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
