import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG, APP_LOGGER, AppConfig, AppLogger } from '@freight/kernel';
import { DueWorkPasses } from '@freight/messaging';
import { MailQueue } from './mail-queue';
import { SmtpSink } from './smtp-sink';
import { CONTENT_CONFIG, ContentConfig } from '../content.config';

/** A mail still refused after this many attempts is given up (failed). */
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 30 * 60 * 1000;
/** How long a claimed mail is someone's: a mailer that died mid-send leaves it to be tried again after this. */
const LEASE_SECONDS = 120;
const POLL_MS = 1000;
const BATCH = 20;
const POOL_CONNECTIONS = 4;

interface DueMail {
  id: string;
  sender: string;
  recipients_to: string[];
  recipients_cc: string[];
  recipients_bcc: string[];
  reply_to: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  message_id: string;
  attempts: number;
  kind: string;
  /** Whether mail_attachments holds files for it (read only then, and only for the mail being sent). */
  has_attachments: boolean;
}

/**
 * The product's only mailer: delivers the mail jobs over SMTP with nodemailer, to SMTP_URL or else to the
 * in-process sink. Each job is claimed with SKIP LOCKED (several replicas share the work), sent, and marked
 * sent; a refusal or an unreachable server is retried with exponential backoff, a permanent refusal (5xx)
 * or the last attempt marks it failed. Logs name the mail's id and kind, never its addresses or text.
 */
@Injectable()
export class Mailer implements OnApplicationBootstrap, OnApplicationShutdown {
  private transport?: Transporter;
  private sink?: SmtpSink;
  private timer?: NodeJS.Timeout;
  private readonly passes = new DueWorkPasses(
    () => this.deliverDue(),
    BATCH,
    (error) => this.logger.warn({ err: error }, 'mail delivery pass failed; retrying on the next poll'),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  /** Whether mail goes to the in-process sink (no SMTP_URL). */
  get usesSink(): boolean {
    return !this.content.mail.smtpUrl;
  }

  async onApplicationBootstrap(): Promise<void> {
    // Pooled connections: a mail costs a message on an open SMTP session, not a connect and handshake of its own.
    const pool = { pool: true, maxConnections: POOL_CONNECTIONS, maxMessages: 1000 } as const;
    if (this.content.mail.smtpUrl) {
      this.transport = createTransport({ ...pool, url: this.content.mail.smtpUrl });
    } else {
      if (this.config.nodeEnv === 'production')
        this.logger.warn('SMTP_URL is not set: mail is caught by the in-process sink and reaches nobody');
      this.sink = new SmtpSink(this.dataSource, this.logger);
      const port = await this.sink.start();
      this.transport = createTransport({ ...pool, host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    }
    this.queue.onEnqueued(() => this.nudge());
    this.timer = setInterval(() => this.nudge(), POLL_MS);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.passes.stop();
    this.transport?.close();
    await this.sink?.stop();
  }

  /** Runs a delivery pass now, or right after the current one. */
  nudge(): void {
    this.passes.nudge();
  }

  /** One batch of due mails; answers how many were claimed. */
  private async deliverDue(): Promise<number> {
    const due: DueMail[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE mails SET status = 'sending', attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
          WHERE id IN (SELECT id FROM mails WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
                        ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, sender, recipients_to, recipients_cc, recipients_bcc, reply_to, subject, text_body, html_body, message_id, attempts, kind)
       SELECT claimed.*, EXISTS (SELECT 1 FROM mail_attachments a WHERE a.mail_id = claimed.id) AS has_attachments FROM claimed`,
      [BATCH, LEASE_SECONDS],
    );
    const sent = (await Promise.all(due.map(async (mail) => ((await this.deliver(mail)) ? mail : null)))).filter((mail) => mail !== null);
    // One statement for the pass's sent mails, not one each. A crash before it resends them after the lease,
    // with the same Message-ID, as a crash between a send and its own mark always could.
    if (sent.length)
      await this.dataSource.query(`UPDATE mails SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ANY($1)`, [
        sent.map((mail) => mail.id),
      ]);
    for (const mail of sent) this.logger.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
    return due.length;
  }

  /** Sends one mail: true when the server took it; otherwise its retry or failure is written here. */
  private async deliver(mail: DueMail): Promise<boolean> {
    try {
      const attachments: { filename: string; content_type: string; content: Buffer }[] = mail.has_attachments
        ? await this.dataSource.query('SELECT filename, content_type, content FROM mail_attachments WHERE mail_id = $1 ORDER BY position', [
            mail.id,
          ])
        : [];
      await this.transport!.sendMail({
        from: mail.sender,
        to: mail.recipients_to,
        cc: mail.recipients_cc.length ? mail.recipients_cc : undefined,
        bcc: mail.recipients_bcc.length ? mail.recipients_bcc : undefined,
        replyTo: mail.reply_to.length ? mail.reply_to : undefined,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        messageId: mail.message_id,
        headers: { 'Auto-Submitted': 'auto-generated' },
        attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.content_type, content: a.content })),
      });
      return true;
    } catch (error) {
      const { permanent, summary } = describe(error);
      const giveUp = permanent || mail.attempts >= MAX_ATTEMPTS;
      const delayMs = Math.min(this.content.mail.retryBaseMs * 2 ** (mail.attempts - 1), MAX_BACKOFF_MS);
      await this.dataSource.query(
        `UPDATE mails SET status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [mail.id, giveUp ? 'failed' : 'pending', summary, delayMs / 1000],
      );
      this.logger.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error: summary, gaveUp: giveUp }, 'mail not sent');
      return false;
    }
  }
}

/** The SMTP reply code and nodemailer's error code only: a server's message text may quote addresses. */
function describe(error: unknown): { permanent: boolean; summary: string } {
  const e = error as { responseCode?: number; code?: string };
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return { permanent, summary: [e.code, e.responseCode].filter((x) => x !== undefined).join(' ') || 'error' };
}
