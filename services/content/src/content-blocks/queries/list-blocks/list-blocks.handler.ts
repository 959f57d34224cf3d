import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { ContentBlocks } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { ListBlocksQuery } from './list-blocks.query';

/** GET /content: every block in every language, one page. */
@QueryHandler(ListBlocksQuery)
export class ListBlocksHandler implements IQueryHandler<ListBlocksQuery, { rows: ContentBlock[]; total: number }> {
  constructor(private readonly blocks: ContentBlocks) {}

  async execute({ sort, range }: ListBlocksQuery): Promise<{ rows: ContentBlock[]; total: number }> {
    return this.blocks.list(sort, range);
  }
}
