import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';

export class UnsubscribeNewsletterCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly carrierCode: number,
  ) {
    super();
  }
}
