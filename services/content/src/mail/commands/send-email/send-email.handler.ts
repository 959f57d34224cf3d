import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MemberMailSender } from '../../send-email';
import type { MailQueued } from '../../mail.openapi';
import { SendEmailCommand } from './send-email.command';

/** POST /email/: stored for the mailer, which sends it (and retries); a member sends only as itself. */
@CommandHandler(SendEmailCommand)
export class SendEmailHandler implements ICommandHandler<SendEmailCommand, MailQueued> {
  constructor(private readonly sender: MemberMailSender) {}

  async execute({ principal, format, senderType, body }: SendEmailCommand): Promise<MailQueued> {
    const { recipients, subject, content } = MemberMailSender.check(body);
    const id = await this.sender.sendOwnMail(principal, { senderType, recipients, subject, content, format });
    return { id, status: 'queued' };
  }
}
