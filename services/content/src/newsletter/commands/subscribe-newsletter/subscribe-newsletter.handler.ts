import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { DomainError, FieldError, requestContext, TransactionHost, translate } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { escapeHtml } from '../../../content-blocks/sanitize';
import { CONTENT_CONFIG, ContentConfig } from '../../../content.config';
import { objectBody } from '../../../http/body';
import { isMailAddress } from '../../../mail/mail-message';
import { MemberMailSender } from '../../../mail/send-email';
import { LINK_DAYS, NewsletterTokens } from '../../newsletter-tokens';
import type { Subscription } from '../../newsletter.openapi';
import { SubscribeNewsletterCommand } from './subscribe-newsletter.command';

/** POST /email/newsletter: pending, and a mail with a signed confirmation link (double opt-in) to the address. */
@CommandHandler(SubscribeNewsletterCommand)
export class SubscribeNewsletterHandler implements ICommandHandler<SubscribeNewsletterCommand, Subscription> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sender: MemberMailSender,
    private readonly tokens: NewsletterTokens,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  async execute({ principal, body }: SubscribeNewsletterCommand): Promise<Subscription> {
    const b = objectBody(body);
    const errors: FieldError[] = [];
    const carrier = Number.isInteger(b.carrierCode) ? findCarrier(b.carrierCode as number) : undefined;
    if (!carrier?.active)
      errors.push({ field: 'carrierCode', code: b.carrierCode === undefined ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' });
    const email = typeof b.email === 'string' ? b.email.trim() : '';
    if (!isMailAddress(email)) errors.push({ field: 'email', code: email ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.REQUIRED' });
    if (errors.length) throw DomainError.invalid(errors);
    const nonce = randomBytes(16).toString('base64url');
    return this.tx.run(async (manager) => {
      await manager.query(
        `INSERT INTO newsletter_subscriptions (customer_id, carrier_code, email, status, nonce) VALUES ($1, $2, $3, 'pending', $4)
         ON CONFLICT (customer_id, carrier_code) DO UPDATE SET email = EXCLUDED.email, status = 'pending', nonce = EXCLUDED.nonce, requested_at = now(), confirmed_at = NULL`,
        [principal.customerId, carrier!.code, email, nonce],
      );
      const token = await this.tokens.sign(`${principal.customerId}.${carrier!.code}.${nonce}`);
      // The configured address, never the request's Host: a mail from us must not carry a host the caller chose.
      const link = `${this.content.mail.publicUrl}/api/email/newsletter/confirm?token=${encodeURIComponent(token)}`;
      const language = requestContext.language();
      const name = escapeHtml(carrier!.name);
      await this.sender.send(principal, {
        kind: 'newsletter-confirm',
        senderType: 1,
        recipients: { to: [email], cc: [], bcc: [], replyTo: [] },
        subject: translate('NEWSLETTER.CONFIRM_SUBJECT', language, { carrier: carrier!.name }),
        content: `<p>${translate('NEWSLETTER.CONFIRM_SIGNED_UP', language, { carrier: name })}</p><p><a href="${escapeHtml(link)}">${translate('NEWSLETTER.CONFIRM_LINK', language)}</a></p><p>${translate('NEWSLETTER.CONFIRM_VALIDITY', language, { days: LINK_DAYS })}</p>`,
        format: 'html',
      });
      return { carrierCode: carrier!.code, carrierName: carrier!.name, email, status: 'pending' as const };
    });
  }
}
