import { Command } from '@nestjs/cqrs';

export class MarkNewsViewedCommand extends Command<{ id: number; viewed: true; unread: number }> {
  constructor(
    readonly customerId: number,
    readonly id: number,
  ) {
    super();
  }
}
