import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { ContentBlocks } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { GetBlockQuery } from './get-block.query';

/** GET /content/{id}: one block in the asked language, else Swedish. */
@QueryHandler(GetBlockQuery)
export class GetBlockHandler implements IQueryHandler<GetBlockQuery, ContentBlock> {
  constructor(private readonly blocks: ContentBlocks) {}

  async execute({ id, language }: GetBlockQuery): Promise<ContentBlock> {
    return this.blocks.byId(id, language);
  }
}
