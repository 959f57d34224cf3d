import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@freight/kernel';
import { contentNotFound } from '../../../content.errors';
import { CONTENT_BLOCK_SCHEMA } from '../../content-blocks.openapi';
import { KEY_PATTERN, languageOf } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { GetBlockByKeyQuery } from './get-block-by-key.query';

/** GET /content/key/{key}. Public: the site banner is shown before sign-in. */
@Controller('content')
export class GetBlockByKeyHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('key/:key')
  @ApiOkResponse({ schema: CONTENT_BLOCK_SCHEMA })
  @Public()
  byKey(@Param('key') key: string, @Query('language') language: unknown): Promise<ContentBlock> {
    if (!KEY_PATTERN.test(key)) throw contentNotFound();
    return this.queries.execute(new GetBlockByKeyQuery(key, languageOf(language)));
  }
}
