import { Body, Controller, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { AdminOnly } from '@freight/kernel';
import { languageOf } from '../../../content-blocks/content-blocks';
import { NEWS_ARTICLE_BODY, NEWS_ARTICLE_SCHEMA } from '../../news.openapi';
import { newsIdOf } from '../../news';
import type { NewsArticle } from '../../news-article';
import { UpdateNewsArticleCommand } from './update-news-article.command';

/** PUT /news/{id}. Admin only. */
@Controller('news')
export class UpdateNewsArticleHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Put(':id')
  @ApiBody({ schema: NEWS_ARTICLE_BODY })
  @ApiOkResponse({ schema: NEWS_ARTICLE_SCHEMA })
  update(@Param('id') rawId: string, @Body() body: unknown, @Query('language') language: unknown): Promise<NewsArticle> {
    return this.commands.execute(new UpdateNewsArticleCommand(newsIdOf(rawId), body, languageOf(language)));
  }
}
