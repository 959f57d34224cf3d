import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { MailQueued } from '../../mail.openapi';

export class SendEmailCommand extends Command<MailQueued> {
  constructor(
    readonly principal: Principal,
    readonly format: 'plain' | 'html',
    readonly senderType: number,
    readonly body: unknown,
  ) {
    super();
  }
}
