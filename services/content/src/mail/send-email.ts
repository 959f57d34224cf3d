import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, FieldError, isAdmin, Principal, requestContext, TransactionHost } from '@freight/kernel';
import { KnownCustomers } from '../customers/known-customers';
import { bodiesOf, checkRecipients, checkSubject, MAX_BODY_LENGTH, Recipients } from './mail-message';
import { MailQueue } from './mail-queue';
import { objectBody } from '../http/body';
import { mailRateLimited, senderNotAllowed } from '../content.errors';

/** Mails a customer may ask for in an hour (POST /email/, test mails, carrier messages, newsletter sign-ups). */
export const CUSTOMER_MAILS_PER_HOUR = 30;
const MEMBER_KINDS = ['api', 'test', 'carrier-message', 'newsletter-confirm'];

export interface MemberMail {
  kind: string;
  senderType: number;
  recipients: Recipients;
  subject: string;
  content: string;
  format: 'plain' | 'html';
  /** Remote pictures kept in an HTML mail (true unless a member wrote it). */
  pictures?: boolean;
}

/** The portal's member address (MAIL_SENDERS 1): the only From a member's own mail has. */
export const MEMBER_SENDER_TYPE = 1;

/** A member's own mail request: checked, rate limited per customer, queued in one transaction. */
@Injectable()
export class MemberMailSender {
  constructor(
    private readonly tx: TransactionHost,
    private readonly queue: MailQueue,
    private readonly customers: KnownCustomers,
  ) {}

  /** The checks of POST /email/'s body; throws 400 with every field's problem. */
  static check(body: unknown): { recipients: Recipients; subject: string; content: string } {
    const input = objectBody(body);
    const { recipients, errors } = checkRecipients(input);
    const subject = checkSubject(input.subject);
    const fieldErrors: FieldError[] = [...errors, ...(subject.error ? [subject.error] : [])];
    const content = input.content;
    if (typeof content !== 'string' || content.trim() === '') fieldErrors.push({ field: 'content', code: 'VALIDATION.REQUIRED' });
    else if (content.length > MAX_BODY_LENGTH) fieldErrors.push({ field: 'content', code: 'VALIDATION.TOO_LONG' });
    if (fieldErrors.length) throw DomainError.invalid(fieldErrors);
    return { recipients, subject: subject.subject, content: content as string };
  }

  /**
   * POST /email/: a member sends only as itself. From is the portal's member address (sender type 1; 2–4 are the
   * services' own addresses, refused with 403), Reply-To is the customer's own address (another is refused), and an
   * HTML mail keeps no remote pictures. An admin chooses sender and Reply-To as before.
   */
  async sendOwnMail(principal: Principal, mail: Omit<MemberMail, 'kind' | 'pictures'>): Promise<string> {
    if (isAdmin(principal)) return this.send(principal, { ...mail, kind: 'api' });
    if (mail.senderType !== MEMBER_SENDER_TYPE) throw senderNotAllowed('senderType');
    const own = await this.customers.addressOf(principal.customerId);
    const notOwn: FieldError[] = mail.recipients.replyTo.flatMap((address, i) =>
      address.toLowerCase() === own.toLowerCase() ? [] : [{ field: `replyTo.${i}`, code: 'MAIL.REPLY_TO_NOT_OWN' as const }],
    );
    if (notOwn.length) throw DomainError.invalid(notOwn);
    return this.send(principal, {
      ...mail,
      kind: 'api',
      recipients: { ...mail.recipients, replyTo: own ? [own] : [] },
      pictures: false,
    });
  }

  /** Queues the mail in the caller's transaction (or its own); answers the job's id. */
  async send(principal: Principal, mail: MemberMail): Promise<string> {
    await this.customers.assertKnown(principal.customerId);
    return this.tx.run(async (manager) => {
      // One customer's requests queue behind each other here, so the count below cannot be raced past.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content-mail-rate:${principal.customerId}`]);
      const [{ n, oldest }] = await manager.query(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM mails
          WHERE customer_id = $1 AND kind = ANY($2) AND created_at > now() - interval '1 hour'`,
        [principal.customerId, MEMBER_KINDS],
      );
      if (n >= CUSTOMER_MAILS_PER_HOUR) {
        const retryAfter = Math.max(1, Math.ceil((new Date(oldest).getTime() + 3600_000 - Date.now()) / 1000));
        throw mailRateLimited(retryAfter);
      }
      const id = await this.queue.enqueue({
        cause: `${mail.kind}:${randomUUID()}`,
        kind: mail.kind,
        customerId: principal.customerId,
        senderType: mail.senderType,
        recipients: mail.recipients,
        subject: mail.subject,
        bodies: bodiesOf(mail.content, mail.format, mail.pictures ?? true),
        language: requestContext.language(),
      });
      return id!;
    });
  }
}
