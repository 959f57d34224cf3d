import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { AdminOnly } from '@freight/kernel';
import { languageOf } from '../../../content-blocks/content-blocks';
import { NEWS_ARTICLE_BODY, NEWS_ARTICLE_SCHEMA } from '../../news.openapi';
import type { NewsArticle } from '../../news-article';
import { CreateNewsArticleCommand } from './create-news-article.command';

/** POST /news. Admin only. */
@Controller('news')
export class CreateNewsArticleHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post()
  @HttpCode(201)
  @ApiBody({ schema: NEWS_ARTICLE_BODY })
  @ApiCreatedResponse({ schema: NEWS_ARTICLE_SCHEMA })
  create(@Body() body: unknown, @Query('language') language: unknown): Promise<NewsArticle> {
    return this.commands.execute(new CreateNewsArticleCommand(body, languageOf(language)));
  }
}
