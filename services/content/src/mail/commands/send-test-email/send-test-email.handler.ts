import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { requestContext, translate } from '@freight/kernel';
import { escapeHtml } from '../../../content-blocks/sanitize';
import { MemberMailSender } from '../../send-email';
import type { MailQueued } from '../../mail.openapi';
import { SendTestEmailCommand } from './send-test-email.command';

/** POST /email/test: a short test mail in the caller's language, HTML with a text part. */
@CommandHandler(SendTestEmailCommand)
export class SendTestEmailHandler implements ICommandHandler<SendTestEmailCommand, MailQueued> {
  constructor(private readonly sender: MemberMailSender) {}

  async execute({ principal, address }: SendTestEmailCommand): Promise<MailQueued> {
    const language = requestContext.language();
    const id = await this.sender.send(principal, {
      kind: 'test',
      senderType: 1,
      recipients: { to: [address], cc: [], bcc: [], replyTo: [] },
      subject: translate('MAIL.TEST_SUBJECT', language),
      content: `<p>${escapeHtml(translate('MAIL.TEST_CONTENT', language))}</p>`,
      format: 'html',
    });
    return { id, status: 'queued' };
  }
}
