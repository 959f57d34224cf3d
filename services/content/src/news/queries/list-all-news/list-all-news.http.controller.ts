import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { AdminOnly, CurrentPrincipal, FastifyReply, Principal, setContentRange } from '@freight/kernel';
import { languageOf } from '../../../content-blocks/content-blocks';
import { NEWS_ARTICLE_SCHEMA } from '../../news.openapi';
import type { NewsArticle } from '../../news-article';
import { ListAllNewsQuery } from './list-all-news.query';

/** GET /news. Admin only. */
@Controller('news')
export class ListAllNewsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Admin: all articles, also those not yet published or already removed. */
  @AdminOnly()
  @Get()
  @ApiOkResponse({ schema: arrayOf(NEWS_ARTICLE_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async listAll(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NewsArticle[]> {
    const { rows, total, range } = await this.queries.execute(
      new ListAllNewsQuery(principal.customerId, query, languageOf(query.language)),
    );
    setContentRange(reply, 'news', range, rows.length, total);
    return rows;
  }
}
