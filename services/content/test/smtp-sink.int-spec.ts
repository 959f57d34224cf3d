import { createLogger } from '@freight/kernel';
import { testService } from '@freight/testing';
import { createTransport } from 'nodemailer';
import { DataSource } from 'typeorm';
import { ContentModule } from '../src';
import { SmtpSink } from '../src/mail/smtp-sink';

/**
 * The embedded mail sink with the real PostgreSQL: mails given at once over separate SMTP connections share the
 * sink's inserts, and each is stored whole, byte for byte, with its own envelope and Message-ID.
 */
describe('Content service: the SMTP sink stores every mail it is given', () => {
  const service = testService({ name: 'content', modules: [ContentModule], database: 'frakt_content_sink' });
  let sink: SmtpSink;
  let port: number;
  beforeAll(async () => {
    await service.start();
    sink = new SmtpSink(service.running.app.get(DataSource), createLogger('error', 'sink-test'));
    port = await sink.start();
  }, 120_000);
  afterAll(async () => {
    await sink?.stop();
    await service.stop();
  });

  it('stores concurrent mails each whole, with its own envelope', async () => {
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        transport.sendMail({
          from: 'noreply@frakt.se',
          to: [`mottagare${i}@example.se`, `kopia${i}@example.se`],
          subject: `Avisering ${i}: åäö`,
          text: `Hej ${i}! Försändelsen är på väg.\n${Array.from({ length: i * 50 + 1 }, (_, k) => `Rad ${k} av brev ${i}`).join('\n')}`,
          messageId: `<sink-${i}@frakt.test>`,
        }),
      ),
    );
    transport.close();
    expect(sent.every((info) => info.accepted.length === 2)).toBe(true);

    const { rows } = await service.db.query<{ mail_from: string; rcpt_to: string[]; message_id: string; size_bytes: number; raw: Buffer }>(
      `SELECT mail_from, rcpt_to, message_id, size_bytes, raw FROM content.sink_messages WHERE message_id LIKE '<sink-%' ORDER BY message_id`,
    );
    expect(rows).toHaveLength(8);
    rows.forEach((row, i) => {
      expect(row).toMatchObject({ mail_from: 'noreply@frakt.se', rcpt_to: [`mottagare${i}@example.se`, `kopia${i}@example.se`] });
      expect(row.message_id).toBe(`<sink-${i}@frakt.test>`);
      expect(row.size_bytes).toBe(row.raw.length);
      const raw = row.raw.toString('utf8');
      expect(raw).toContain(`Message-ID: <sink-${i}@frakt.test>`);
      expect(raw).toContain(`Rad ${i * 50} av brev ${i}`);
    });
  });
});
