import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { type AppLogger, batchParam, preparedSql, runPrepared, StatementBatcher } from '@freight/kernel';

/** A caught mail larger than this is refused with 552, as a real relay would. */
export const SINK_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The embedded default's mail server: a real SMTP server on a loopback port that stores every mail it is
 * given in content.sink_messages instead of relaying it. `npm start` needs no mail server; the console's
 * /test/mail lists what it caught.
 */
export class SmtpSink {
  private server?: SMTPServer;
  // A batch of mails is at most a few of the sink's largest (the SMTP pool keeps a handful of connections).
  private readonly writes = new StatementBatcher<CaughtRow, void>(
    async (rows) => {
      await runPrepared(this.dataSource, STORE, [batchParam(rows.map((row, i) => ({ n: i + 1, ...row })))]);
      return rows.map(() => undefined);
    },
    { concurrency: 2, maxBatch: 20 },
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  async start(): Promise<number> {
    const server = new SMTPServer({
      // Loopback only, no credentials to check and no certificate to offer.
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: SINK_MAX_BYTES,
      logger: false,
      banner: 'Frakt mail sink',
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= SINK_MAX_BYTES) chunks.push(chunk);
        });
        stream.on('end', () => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          const raw = Buffer.concat(chunks);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.store(raw, from, to).then(
            () => callback(),
            (error: unknown) => {
              this.logger.warn({ err: error }, 'the mail sink could not store a mail');
              callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            },
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    server.on('error', (error) => this.logger.warn({ err: error }, 'mail sink error'));
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private store(raw: Buffer, from: string, to: string[]): Promise<void> {
    return this.writes.call({
      mail_from: from,
      rcpt_to: to,
      message_id: messageIdOf(raw),
      size_bytes: raw.length,
      raw: raw.toString('base64'),
    });
  }
}

interface CaughtRow {
  mail_from: string;
  rcpt_to: string[];
  message_id: string | null;
  size_bytes: number;
  raw: string;
}

// Mails arriving together (a notice per booking under load, each over its own pooled connection) share one insert.
const STORE = preparedSql(
  `INSERT INTO sink_messages (mail_from, rcpt_to, message_id, size_bytes, raw)
   SELECT mail_from, rcpt_to, message_id, size_bytes, decode(raw, 'base64')
     FROM json_to_recordset($1::json) AS x(n integer, mail_from text, rcpt_to text[], message_id text, size_bytes integer, raw text)
    ORDER BY n`,
);

/** The Message-ID header of a raw mail (headers end at the first empty line; folded lines are joined). */
export function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end < 0 ? Math.min(raw.length, 64 * 1024) : end)
    .toString('latin1')
    .replace(/\r\n[ \t]+/g, ' ');
  return /^message-id:\s*(<[^>\r\n]{1,250}>)/im.exec(head)?.[1] ?? null;
}
