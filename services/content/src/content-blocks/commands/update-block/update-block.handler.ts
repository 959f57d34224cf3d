import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ContentBlocks } from '../../content-blocks';
import type { ContentBlock } from '../../content-block';
import { UpdateBlockCommand } from './update-block.command';

/** PUT /content/{id}: replaces one language of a block (adds it when the block lacks that language). */
@CommandHandler(UpdateBlockCommand)
export class UpdateBlockHandler implements ICommandHandler<UpdateBlockCommand, ContentBlock> {
  constructor(private readonly blocks: ContentBlocks) {}

  async execute({ principal, id, body }: UpdateBlockCommand): Promise<ContentBlock> {
    return this.blocks.save(principal, id, body);
  }
}
