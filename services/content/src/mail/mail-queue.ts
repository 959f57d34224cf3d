import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import type { MailAttachment } from './mail-attachments';
import { Bodies, Recipients } from './mail-message';
import { CONTENT_CONFIG, ContentConfig } from '../content.config';

export interface MailJob {
  /** Why this mail exists, unique: a request id, or an event id and what the event asks for. A second job with the same cause is dropped. */
  cause: string;
  kind: string;
  customerId: number | null;
  senderType: number;
  recipients: Recipients;
  subject: string;
  bodies: Bodies;
  language: 'sv' | 'en';
  /** Checked files (checkAttachments), stored beside the job and attached when it is sent. */
  attachments?: MailAttachment[];
  /** Set for a request that can never be sent (bad addresses): kept as failed, for the record, and not tried. */
  refused?: string;
}

/** Domain of the Message-ID header: stable per mail, so a receiver can drop a copy the mailer resent after a crash. */
const MESSAGE_ID_DOMAIN = 'mail.frakt.se';

/**
 * Writes mail jobs in the caller's transaction (with the fact that caused them), to be delivered by the
 * Mailer after commit. Nothing is sent here.
 */
@Injectable()
export class MailQueue {
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly tx: TransactionHost,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  /** The job's id, or null when a job with the same cause exists already. */
  async enqueue(job: MailJob): Promise<string | null> {
    const sender = this.content.mail.senders[job.senderType] ?? this.content.mail.senders[1];
    const rows: { id: string }[] = await this.tx.manager.query(
      `INSERT INTO mails (cause, kind, customer_id, sender, recipients_to, recipients_cc, recipients_bcc, reply_to, subject, text_body, html_body, language, message_id, status, last_error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (cause) DO NOTHING RETURNING id`,
      [
        job.cause,
        job.kind,
        job.customerId,
        sender,
        job.recipients.to,
        job.recipients.cc,
        job.recipients.bcc,
        job.recipients.replyTo,
        job.subject,
        job.bodies.text,
        job.bodies.html,
        job.language,
        `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
        job.refused ? 'failed' : 'pending',
        job.refused ?? null,
      ],
    );
    if (!rows.length) return null;
    for (const [position, a] of (job.attachments ?? []).entries())
      await this.tx.manager.query(
        'INSERT INTO mail_attachments (mail_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)',
        [rows[0].id, position, a.filename, a.contentType, a.content],
      );
    this.tx.afterCommit(() => this.listeners.forEach((l) => l()));
    return rows[0].id;
  }

  /** The mailer wakes on this instead of waiting for its next poll. */
  onEnqueued(listener: () => void): void {
    this.listeners.push(listener);
  }
}
