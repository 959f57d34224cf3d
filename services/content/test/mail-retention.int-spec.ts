import { testService } from '@freight/testing';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { ContentModule } from '../src';
import { MAIL_RETENTION_BATCH_SIZE, MailRetention } from '../src/mail/mail-retention';

const DAY = 86_400_000;
/** The instant the tests' clock shows: a night when the purge runs. */
const NOW = new Date('2026-06-10T02:15:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY);

/**
 * Mail retention (issue 16) on the content service alone with the real PostgreSQL: with MAIL_RETENTION_DAYS=30,
 * sent and failed mails older than that go with their carrier messages and files, and so does what the sink caught, in
 * batches of 500 past the first; pending mail and anything younger stays. Time is the test's: jest fakes Date
 * (only Date: the database driver's timers stay real) and the scheduled entry point reads it.
 */
describe('Content service: mail retention purges old mail in bounded batches', () => {
  const service = testService({
    name: 'content',
    modules: [ContentModule],
    database: 'frakt_content_retention',
    env: { MAIL_RETENTION_DAYS: '30' },
  });
  beforeAll(() => service.start(), 120_000);

  afterAll(async () => {
    jest.useRealTimers();
    await service.stop();
  });

  afterEach(() => jest.useRealTimers());

  const retention = () => service.running.app.get(MailRetention);

  /** `count` mails created at `createdAt` with `status`; pending ones are due only tomorrow, so the mailer leaves them be. */
  const insertMails = async (label: string, count: number, createdAt: Date, status: 'sent' | 'failed' | 'pending'): Promise<string[]> => {
    const { rows } = await service.db.query<{ id: string }>(
      `INSERT INTO content.mails (cause, kind, customer_id, sender, recipients_to, subject, text_body, message_id, status, created_at, next_attempt_at, sent_at)
       SELECT $1::text || ':' || n, 'api', 1001, 'noreply@frakt.se', ARRAY['kund' || n || '@example.se'], 'Ämne', 'Text', '<' || $1::text || n || '@mail.frakt.se>',
              $2::text, $3::timestamptz, now() + interval '1 day', CASE WHEN $2::text = 'sent' THEN $3::timestamptz END
         FROM generate_series(1, $4) AS n RETURNING id`,
      [label, status, createdAt, count],
    );
    return rows.map((r) => r.id);
  };
  const insertSink = (count: number, receivedAt: Date) =>
    service.db.query(
      `INSERT INTO content.sink_messages (received_at, mail_from, rcpt_to, message_id, size_bytes, raw)
       SELECT $1, 'noreply@frakt.se', ARRAY['kund@example.se'], NULL, 4, 'Hej!'::bytea FROM generate_series(1, $2)`,
      [receivedAt, count],
    );
  const count = async (sql: string, params: unknown[] = []) => (await service.db.query<{ n: number }>(sql, params)).rows[0].n;
  const mailsOf = (label: string) => count(`SELECT count(*)::int AS n FROM content.mails WHERE cause LIKE $1 || ':%'`, [label]);

  it('is scheduled nightly at 04:15 Stockholm time', () => {
    const job = service.running.app.get(SchedulerRegistry).getCronJob('content-mail-retention');
    const next = job.nextDate().setZone('Europe/Stockholm');
    expect([next.hour, next.minute]).toEqual([4, 15]);
  });

  it('purges what is older than the retention, in batches, with the carrier messages; keeps pending and younger mail', async () => {
    // More old mail than two batches hold, so the loop must go round three times.
    const oldSent = await insertMails('old-sent', 2 * MAIL_RETENTION_BATCH_SIZE + 7, daysBefore(31), 'sent');
    await insertMails('old-failed', 3, daysBefore(45), 'failed');
    await insertMails('old-pending', 2, daysBefore(60), 'pending');
    await insertMails('young-sent', 4, daysBefore(29), 'sent');
    await service.db.query(
      `INSERT INTO content.carrier_messages (customer_id, user_id, consignment_no, carrier_code, message, consent_to_costs, mail_id)
       VALUES (1001, 1, 'FR1', 4, 'Hämta på tisdag', true, $1)`,
      [oldSent[0]],
    );
    await service.db.query(
      `INSERT INTO content.mail_attachments (mail_id, position, filename, content_type, content) VALUES ($1, 0, 'faktura.pdf', 'application/pdf', '%PDF-'::bytea)`,
      [oldSent[1]],
    );
    await insertSink(MAIL_RETENTION_BATCH_SIZE + 1, daysBefore(30.5));
    await insertSink(2, daysBefore(10));

    jest.useFakeTimers({ now: NOW, doNotFake: NOT_DATE });
    expect(new Date().toISOString()).toBe(NOW.toISOString());
    const result = await retention().run();

    expect(result).toEqual({
      ran: true,
      cutoff: daysBefore(30).toISOString(),
      mails: 2 * MAIL_RETENTION_BATCH_SIZE + 7 + 3,
      carrierMessages: 1,
      sinkMessages: MAIL_RETENTION_BATCH_SIZE + 1,
    });
    expect(await mailsOf('old-sent')).toBe(0);
    expect(await mailsOf('old-failed')).toBe(0);
    expect(await mailsOf('old-pending')).toBe(2);
    expect(await mailsOf('young-sent')).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM content.carrier_messages')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM content.mail_attachments')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM content.sink_messages WHERE received_at < $1', [daysBefore(30)])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM content.sink_messages WHERE received_at = $1', [daysBefore(10)])).toBe(2);

    // A night later the young mail is still young enough; thirty nights on it goes, by the scheduled entry point.
    jest.setSystemTime(new Date(NOW.getTime() + DAY));
    expect((await retention().run()).mails).toBe(0);
    jest.setSystemTime(new Date(NOW.getTime() + 2 * DAY));
    await retention().onSchedule();
    expect(await mailsOf('young-sent')).toBe(0);
    expect(await mailsOf('old-pending')).toBe(2);
  });

  it('does nothing while another replica holds the lock', async () => {
    await insertMails('locked-out', 2, daysBefore(100), 'sent');
    const other = new Client({ connectionString: service.url });
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock(hashtext('frakt-content-mail-retention'))`);
      jest.useFakeTimers({ now: NOW, doNotFake: NOT_DATE });
      expect(await retention().run()).toMatchObject({ ran: false, mails: 0, sinkMessages: 0 });
      expect(await mailsOf('locked-out')).toBe(2);
      await other.query(`SELECT pg_advisory_unlock(hashtext('frakt-content-mail-retention'))`);
      expect(await retention().run()).toMatchObject({ ran: true, mails: 2 });
      expect(await mailsOf('locked-out')).toBe(0);
    } finally {
      await other.end();
    }
  });
});

/** Everything jest can fake but Date. */
const NOT_DATE: NonNullable<Parameters<typeof jest.useFakeTimers>[0]>['doNotFake'] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];
