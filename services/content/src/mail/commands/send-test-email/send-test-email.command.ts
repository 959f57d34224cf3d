import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { MailQueued } from '../../mail.openapi';

export class SendTestEmailCommand extends Command<MailQueued> {
  constructor(
    readonly principal: Principal,
    readonly address: string,
  ) {
    super();
  }
}
