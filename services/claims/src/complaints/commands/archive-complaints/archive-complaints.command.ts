import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';

export class ArchiveComplaintsCommand extends Command<{ updated: number[] }> {
  constructor(
    readonly principal: Principal,
    readonly ids: number[],
    readonly archived: boolean,
  ) {
    super();
  }
}
