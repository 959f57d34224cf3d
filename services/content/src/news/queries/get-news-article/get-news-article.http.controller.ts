import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { languageOf } from '../../../content-blocks/content-blocks';
import { NEWS_ARTICLE_SCHEMA } from '../../news.openapi';
import { newsIdOf } from '../../news';
import type { NewsArticle } from '../../news-article';
import { GetNewsArticleQuery } from './get-news-article.query';

/** GET /news/{id}. Members only. */
@Controller('news')
export class GetNewsArticleHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: NEWS_ARTICLE_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') rawId: string, @Query('language') language: unknown): Promise<NewsArticle> {
    return this.queries.execute(new GetNewsArticleQuery(principal, newsIdOf(rawId), languageOf(language)));
  }
}
