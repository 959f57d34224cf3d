import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { batchParam, TransactionHost } from '@freight/kernel';
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
    const [id] = await this.enqueueAll([job]);
    return id;
  }

  /** Jobs in one statement (a chunk of events' notices): each one's id, or null where its cause exists already. */
  async enqueueAll(jobs: readonly MailJob[]): Promise<(string | null)[]> {
    if (jobs.length === 0) return [];
    const rows: { id: string; cause: string }[] = await this.tx.manager.query(
      `INSERT INTO mails (cause, kind, customer_id, sender, recipients_to, recipients_cc, recipients_bcc, reply_to, subject, text_body, html_body, language, message_id, status, last_error)
       SELECT cause, kind, customer_id, sender, recipients_to, recipients_cc, recipients_bcc, reply_to, subject, text_body, html_body, language, message_id, status, last_error
         FROM json_to_recordset($1::json) AS j(cause text, kind text, customer_id integer, sender text, recipients_to text[], recipients_cc text[],
                                               recipients_bcc text[], reply_to text[], subject text, text_body text, html_body text, language text,
                                               message_id text, status text, last_error text)
       ON CONFLICT (cause) DO NOTHING RETURNING id, cause`,
      [batchParam(jobs.map((job) => this.row(job)))],
    );
    const ids = new Map(rows.map((row) => [row.cause, row.id]));
    for (const job of jobs) {
      const id = ids.get(job.cause);
      if (id === undefined) continue;
      for (const [position, a] of (job.attachments ?? []).entries())
        await this.tx.manager.query(
          'INSERT INTO mail_attachments (mail_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)',
          [id, position, a.filename, a.contentType, a.content],
        );
    }
    if (rows.length) this.tx.afterCommit(() => this.listeners.forEach((l) => l()));
    // A cause named twice in one call is the first job's.
    return jobs.map((job) => {
      const id = ids.get(job.cause) ?? null;
      ids.delete(job.cause);
      return id;
    });
  }

  /** The mailer wakes on this instead of waiting for its next poll. */
  onEnqueued(listener: () => void): void {
    this.listeners.push(listener);
  }

  private row(job: MailJob) {
    return {
      cause: job.cause,
      kind: job.kind,
      customer_id: job.customerId,
      sender: this.content.mail.senders[job.senderType] ?? this.content.mail.senders[1],
      recipients_to: job.recipients.to,
      recipients_cc: job.recipients.cc,
      recipients_bcc: job.recipients.bcc,
      reply_to: job.recipients.replyTo,
      subject: job.subject,
      text_body: job.bodies.text,
      html_body: job.bodies.html,
      language: job.language,
      message_id: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`,
      status: job.refused ? 'failed' : 'pending',
      last_error: job.refused ?? null,
    };
  }
}
