import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { MailQueued } from '../../../mail/mail.openapi';

export class SendCarrierMessageCommand extends Command<MailQueued> {
  constructor(
    readonly principal: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
