import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ContentBlocks } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { CreateBlockCommand } from './create-block.command';

/** POST /content: a new block; its HTML is sanitised before it is stored. */
@CommandHandler(CreateBlockCommand)
export class CreateBlockHandler implements ICommandHandler<CreateBlockCommand, ContentBlock> {
  constructor(private readonly blocks: ContentBlocks) {}

  async execute({ principal, body }: CreateBlockCommand): Promise<ContentBlock> {
    return this.blocks.save(principal, undefined, body);
  }
}
