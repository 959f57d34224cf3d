import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';

export class MarkComplaintsCommand extends Command<{ updated: number[] }> {
  constructor(
    readonly principal: Principal,
    readonly ids: number[],
    readonly checked: boolean,
  ) {
    super();
  }
}
