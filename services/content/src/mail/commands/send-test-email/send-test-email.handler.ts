import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, AppConfig, isAdmin, requestContext, translate } from '@freight/kernel';
import { CONTENT_CONFIG, ContentConfig, mailToolsOffered } from '../../../content.config';
import { testMailOnlyInDevelopment } from '../../../content.errors';
import { escapeHtml } from '../../../content-blocks/sanitize';
import { MemberMailSender } from '../../send-email';
import type { MailQueued } from '../../mail.openapi';
import { SendTestEmailCommand } from './send-test-email.command';

/** POST /email/test: a short test mail in the caller's language, HTML with a text part; members only in development. */
@CommandHandler(SendTestEmailCommand)
export class SendTestEmailHandler implements ICommandHandler<SendTestEmailCommand, MailQueued> {
  constructor(
    private readonly sender: MemberMailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  async execute({ principal, address }: SendTestEmailCommand): Promise<MailQueued> {
    if (!isAdmin(principal) && !mailToolsOffered(this.config.nodeEnv, this.content)) throw testMailOnlyInDevelopment();
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
