import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { Subscription } from '../../newsletter.openapi';

export class SubscribeNewsletterCommand extends Command<Subscription> {
  constructor(
    readonly principal: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
