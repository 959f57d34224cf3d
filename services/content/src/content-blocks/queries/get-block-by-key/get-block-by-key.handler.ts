import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { ContentBlocks } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { GetBlockByKeyQuery } from './get-block-by-key.query';

/** GET /content/key/{key}: one block by its key. */
@QueryHandler(GetBlockByKeyQuery)
export class GetBlockByKeyHandler implements IQueryHandler<GetBlockByKeyQuery, ContentBlock> {
  constructor(private readonly blocks: ContentBlocks) {}

  async execute({ key, language }: GetBlockByKeyQuery): Promise<ContentBlock> {
    return this.blocks.byKey(key, language);
  }
}
