import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, FastifyReply, setContentRange } from '@freight/kernel';
import { languageOf } from '../../../content-blocks/content-blocks';
import { NEWS_ARTICLE_SCHEMA } from '../../news.openapi';
import type { NewsArticle } from '../../news-article';
import { ListNewsQuery } from './list-news.query';

/** GET /news/list/{custId} (spec section 7). Members only (the demo skips news, spec section 4). */
@Controller('news')
export class ListNewsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('list/:custId')
  @ApiOkResponse({
    description: 'Published articles; filter {viewed}',
    schema: arrayOf(NEWS_ARTICLE_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async list(
    @CustomerIdParam('custId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NewsArticle[]> {
    const { rows, total, range } = await this.queries.execute(new ListNewsQuery(customerId, query, languageOf(query.language)));
    setContentRange(reply, 'news', range, rows.length, total);
    return rows;
  }
}
