import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';

export class DeleteContactsCommand extends Command<{ deleted: number[] }> {
  constructor(
    readonly principal: Principal,
    readonly ids: number[],
  ) {
    super();
  }
}
