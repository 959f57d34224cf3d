import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { ContentBlocks } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { GetHomeBlocksQuery } from './get-home-blocks.query';

/** GET /content/home: the home blocks in the asked language, else Swedish. */
@QueryHandler(GetHomeBlocksQuery)
export class GetHomeBlocksHandler implements IQueryHandler<GetHomeBlocksQuery, ContentBlock[]> {
  constructor(private readonly blocks: ContentBlocks) {}

  async execute({ language }: GetHomeBlocksQuery): Promise<ContentBlock[]> {
    return this.blocks.home(language);
  }
}
