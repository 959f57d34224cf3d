import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ContentBlock } from '../../content-block';

export class CreateBlockCommand extends Command<ContentBlock> {
  constructor(
    readonly principal: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
