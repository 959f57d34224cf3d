import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ContentBlock } from '../../content-block';

export class UpdateBlockCommand extends Command<ContentBlock> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
    readonly body: unknown,
  ) {
    super();
  }
}
