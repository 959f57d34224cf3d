import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { AdminOnly, FastifyReply, parseListQuery, setContentRange } from '@freight/kernel';
import { CONTENT_BLOCK_SCHEMA } from '../../content-blocks.openapi';
import type { ContentBlock } from '../../content-block';
import { ListBlocksQuery } from './list-blocks.query';

/** GET /content. Admin only. */
@Controller('content')
export class ListBlocksHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Admin: every block in every language, paged like every list. */
  @AdminOnly()
  @Get()
  @ApiOkResponse({
    description: 'Every block in every language, one page',
    schema: arrayOf(CONTENT_BLOCK_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<ContentBlock[]> {
    const list = parseListQuery(query, { sortable: ['id', 'key'] as const, defaultSort: { field: 'id', order: 'ASC' }, maxPageSize: 200 });
    const { rows, total } = await this.queries.execute(new ListBlocksQuery(list.sort, list.range));
    setContentRange(reply, 'content', list.range, rows.length, total);
    return rows;
  }
}
