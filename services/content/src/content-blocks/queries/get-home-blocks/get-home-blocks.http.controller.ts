import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { Public } from '@freight/kernel';
import { CONTENT_BLOCK_SCHEMA } from '../../content-blocks.openapi';
import { languageOf } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { GetHomeBlocksQuery } from './get-home-blocks.query';

/** GET /content/home. Public: the welcome page shows it before sign-in. */
@Controller('content')
export class GetHomeBlocksHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('home')
  @ApiOkResponse({ description: 'The home blocks', schema: arrayOf(CONTENT_BLOCK_SCHEMA) })
  @Public()
  home(@Query('language') language: unknown): Promise<ContentBlock[]> {
    return this.queries.execute(new GetHomeBlocksQuery(languageOf(language)));
  }
}
