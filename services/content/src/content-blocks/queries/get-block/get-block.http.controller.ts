import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@freight/kernel';
import { CONTENT_BLOCK_SCHEMA } from '../../content-blocks.openapi';
import { blockIdOf, languageOf } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { GetBlockQuery } from './get-block.query';

/** GET /content/{id}. Public: blocks are shown before sign-in. */
@Controller('content')
export class GetBlockHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: CONTENT_BLOCK_SCHEMA })
  @Public()
  byId(@Param('id') rawId: string, @Query('language') language: unknown): Promise<ContentBlock> {
    const id = blockIdOf(rawId);
    return this.queries.execute(new GetBlockQuery(id, languageOf(language)));
  }
}
