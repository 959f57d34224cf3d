import { encodeEvent } from '@freight/contracts';
import { createLogger, TransactionHost } from '@freight/kernel';
import { createTestDatabase, eventually, TestDatabase, testKafkaBrokers } from '@freight/testing';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import {
  EventSubscriptions,
  EventTransport,
  envelopeToHeaders,
  InboundEvent,
  KafkaTransport,
  messagingMigrations,
  SubscribeOptions,
  TransportMessage,
} from '../src';

class CreateApplied1732000000998 implements MigrationInterface {
  name = 'CreateApplied1732000000998';
  async up(q: QueryRunner) {
    // Every effect a handler commits, in commit order (id): how often and in which order events were applied.
    await q.query(
      'CREATE TABLE applied (id bigserial PRIMARY KEY, test text NOT NULL, key text NOT NULL, seq integer NOT NULL, event_id text NOT NULL)',
    );
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE applied');
  }
}

/** Passes everything through and notes the keys of every chunk the subscriber is handed. */
class ChunkSpy implements EventTransport {
  readonly name = 'kafka' as const;
  readonly chunks: string[][] = [];
  constructor(private readonly inner: EventTransport) {}
  ensureTopics(topics: string[]) {
    return this.inner.ensureTopics(topics);
  }
  publish(messages: TransportMessage[]) {
    return this.inner.publish(messages);
  }
  subscribe(group: string, topics: string[], handler: Parameters<EventTransport['subscribe']>[2], options: SubscribeOptions = {}) {
    const chunk = options.chunk;
    return this.inner.subscribe(group, topics, handler, {
      chunk:
        chunk &&
        ((messages, handled) => {
          this.chunks.push(messages.map((m) => m.key));
          return chunk(messages, handled);
        }),
    });
  }
  health() {
    return this.inner.health();
  }
  close() {
    return this.inner.close();
  }
}

const TOPIC = 'freight.users.v1';

describe('Chunked consumption from the real broker into the real database', () => {
  const logger = createLogger(process.env.CHUNK_TEST_LOG ?? 'error', 'chunk-test');
  const run = randomUUID().slice(0, 8);
  let database: TestDatabase;
  let ds: DataSource;
  let tx: TransactionHost;
  let producer: KafkaTransport;
  const consumers: KafkaTransport[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('frakt_chunk');
    ds = new DataSource({
      type: 'postgres',
      url: database.url,
      schema: 'consumer',
      migrations: [...messagingMigrations, CreateApplied1732000000998],
      extra: { max: 8, options: '-c search_path=consumer' },
    });
    await ds.initialize();
    await ds.query('CREATE SCHEMA IF NOT EXISTS consumer');
    await ds.runMigrations();
    tx = new TransactionHost(ds);
    producer = new KafkaTransport({ brokers: testKafkaBrokers(), clientId: `chunk-producer-${run}`, logger });
    await producer.ensureTopics([TOPIC]);
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(consumers.map((c) => c.close()));
    await producer?.close();
    await ds?.destroy();
    await database?.drop();
  });

  /** A UserSignedIn for `key` carrying `seq`, with the event id in its headers as our outbox writes it. */
  const record = (test: string, key: string, seq: number, eventId: string = randomUUID()): TransportMessage => ({
    topic: TOPIC,
    key: `${run}-${test}-${key}`,
    value: Buffer.from(
      encodeEvent('UserSignedIn', {
        userId: `${run}|${test}|${key}|${seq}`,
        customerId: '1001',
        signedInAt: new Date().toISOString(),
        demo: false,
      }),
    ),
    headers: envelopeToHeaders({
      eventId,
      eventType: 'UserSignedIn',
      aggregateId: `${run}-${test}-${key}`,
      occurredAt: new Date().toISOString(),
      correlationId: eventId,
      causationId: '',
      schemaVersion: 1,
      producer: 'chunk-test',
      contentType: 'application/x-protobuf',
    }),
  });

  /**
   * Subscribes a fresh group after the records are on the topic, so the first fetch holds them all and they
   * arrive in chunks of `chunkSize`. `fail(eventId, attempt)` may throw to simulate a failing handler.
   */
  async function consume(test: string, chunkSize: number, fail: (eventId: string, attempt: number) => void = () => undefined) {
    const spy = new ChunkSpy(new KafkaTransport({ brokers: testKafkaBrokers(), clientId: `chunk-${run}-${test}`, logger, chunkSize }));
    consumers.push(spy as unknown as KafkaTransport);
    const attempts = new Map<string, number>();
    const subscriptions = new EventSubscriptions(`chunk-${run}-${test}`, tx, spy, logger);
    // Inbox rows are per consumer: each test's group is its own consumer, or the groups still running would claim its events.
    subscriptions.on('UserSignedIn', `RecordAppliedWhenUserSignedIn-${test}`, async ({ envelope, data }) => {
      const [ours, ofTest, key, seq] = data.userId.split('|');
      if (ours !== run || ofTest !== test) return;
      const attempt = (attempts.get(envelope.eventId) ?? 0) + 1;
      attempts.set(envelope.eventId, attempt);
      // Joins the chunk's transaction, as a command handler's own run() does.
      await tx.run(async (manager) => {
        await manager.query('INSERT INTO applied (test, key, seq, event_id) VALUES ($1, $2, $3, $4)', [
          test,
          key,
          Number(seq),
          envelope.eventId,
        ]);
        fail(envelope.eventId, attempt);
      });
    });
    await subscriptions.start();
    // The topic is shared with other suites and runs: only this test's records count.
    const chunks = () => spy.chunks.map((keys) => keys.filter((key) => key.startsWith(`${run}-${test}-`)).length).filter((n) => n > 0);
    return { chunks, attempts };
  }

  /**
   * Waits until the test's group has committed every record on the topic: from then on nothing can be delivered
   * to it again, so a second look at what was applied is final (rather than a pause that proves nothing when slow).
   */
  async function caughtUp(test: string): Promise<void> {
    const admin = new Kafka({ clientId: `chunk-admin-${run}`, brokers: testKafkaBrokers(), logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      await eventually(
        async () => {
          const ends = new Map((await admin.fetchTopicOffsets(TOPIC)).map((p) => [p.partition, p]));
          const [{ partitions }] = await admin.fetchOffsets({ groupId: `frakt-chunk-${run}-${test}`, topics: [TOPIC] });
          for (const { partition, offset } of partitions) {
            const end = ends.get(partition)!;
            // A partition the group never committed on (-1) is caught up only when it holds nothing.
            expect(Number(offset) < 0 ? Number(end.low) : Number(offset)).toBe(Number(end.high));
          }
        },
        60_000,
        200,
      );
    } finally {
      await admin.disconnect();
    }
  }

  const applied = async (test: string): Promise<Array<{ key: string; seq: number; event_id: string }>> =>
    ds.query('SELECT key, seq, event_id FROM applied WHERE test = $1 ORDER BY id', [test]);

  it('applies an event repeated inside a chunk and across chunks once', async () => {
    const first = record('dup', 'a', 0);
    const second = record('dup', 'a', 1);
    const sameId = (m: TransportMessage) => m.headers.event_id;
    // 0, 1, 0 (same chunk of 4), 1 | 0, 2, 1, 3 | 3: every event id turns up again, within and across chunks.
    const messages = [
      first,
      second,
      record('dup', 'a', 0, sameId(first)),
      record('dup', 'a', 1, sameId(second)),
      record('dup', 'a', 0, sameId(first)),
    ];
    const third = record('dup', 'a', 2);
    const fourth = record('dup', 'a', 3);
    messages.push(third, record('dup', 'a', 1, sameId(second)), fourth, record('dup', 'a', 3, sameId(fourth)));
    await producer.publish(messages);

    const { chunks } = await consume('dup', 4);
    await eventually(async () => expect((await applied('dup')).map((r) => r.seq)).toEqual([0, 1, 2, 3]), 60_000, 200);
    expect(chunks().length).toBeGreaterThan(1);
    expect(Math.max(...chunks())).toBeGreaterThan(1);
    expect(Math.max(...chunks())).toBeLessThanOrEqual(4);
    const inbox = await ds.query(
      `SELECT count(*)::int AS n FROM inbox WHERE consumer = 'RecordAppliedWhenUserSignedIn-dup' AND event_id = ANY($1)`,
      [[first, second, third, fourth].map(sameId)],
    );
    expect(inbox[0].n).toBe(4);
    // Nothing comes in late: a second look once the group has committed everything still shows each event once.
    await caughtUp('dup');
    expect((await applied('dup')).map((r) => r.seq)).toEqual([0, 1, 2, 3]);
  });

  it('applies the rest of a chunk once when the handler throws for one record, and retries that record until it applies', async () => {
    const messages = Array.from({ length: 10 }, (_, seq) => record('fail', 'a', seq));
    const poisoned = messages[4].headers.event_id;
    await producer.publish(messages);

    // Fails the chunk's attempt and the first one-by-one attempt: a handler down for a moment.
    const { chunks, attempts } = await consume('fail', 250, (eventId, attempt) => {
      if (eventId === poisoned && attempt <= 2) throw new Error(`handler failed for ${eventId} (attempt ${attempt})`);
    });
    await eventually(async () => expect((await applied('fail')).map((r) => r.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 90_000, 200);
    // First all ten in one chunk, then from the failed record on again.
    expect(chunks().slice(0, 2)).toEqual([10, 6]);
    expect(attempts.get(poisoned)).toBe(3);
    // The records before it were applied one by one after the chunk rolled back; those after it came again with it.
    for (const m of messages.slice(0, 4)) expect(attempts.get(m.headers.event_id)).toBe(2);
    await caughtUp('fail');
    const rows = await applied('fail');
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(10);
    expect(rows).toHaveLength(10);
  });

  it("applies a chunk for all the service's consumers in one transaction; what one of them refuses still applies for the other", async () => {
    const test = 'two';
    const messages = Array.from({ length: 6 }, (_, seq) => record(test, 'a', seq));
    const refused = messages[2].headers.event_id;
    await producer.publish(messages);

    const spy = new ChunkSpy(new KafkaTransport({ brokers: testKafkaBrokers(), clientId: `chunk-${run}-${test}`, logger, chunkSize: 250 }));
    consumers.push(spy as unknown as KafkaTransport);
    // The refusal is logged as an error by design: not in the test output.
    const subscriptions = new EventSubscriptions(`chunk-${run}-${test}`, tx, spy, createLogger('silent', 'chunk-test'));
    const recorder =
      (consumer: string) =>
      async ({ envelope, data }: InboundEvent<'UserSignedIn'>) => {
        const [ours, ofTest, key, seq] = data.userId.split('|');
        if (ours !== run || ofTest !== test) return;
        await tx.run(async (manager) => {
          await manager.query('INSERT INTO applied (test, key, seq, event_id) VALUES ($1, $2, $3, $4)', [
            test,
            `${consumer}${key}`,
            Number(seq),
            envelope.eventId,
          ]);
          // Content this consumer can never take (PostgreSQL refuses it as a data exception): skipped for it alone.
          if (consumer === 'B' && envelope.eventId === refused) await manager.query("SELECT 'not a number'::int");
        });
      };
    subscriptions.on('UserSignedIn', `A-${test}-${run}`, recorder('A'));
    subscriptions.on('UserSignedIn', `B-${test}-${run}`, recorder('B'));
    await subscriptions.start();

    await eventually(async () => expect(await applied(test)).toHaveLength(11), 60_000, 200);
    const rows = await applied(test);
    expect(rows.filter((r) => r.key === 'Aa').map((r) => r.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.filter((r) => r.key === 'Ba').map((r) => r.seq)).toEqual([0, 1, 3, 4, 5]);
    // Both consumers' inbox rows, the refused one's too (recorded and skipped): a redelivery changes nothing.
    const inbox: { consumer: string; n: number }[] = await ds.query(
      'SELECT consumer, count(*)::int AS n FROM inbox WHERE consumer = ANY($1) AND event_id = ANY($2) GROUP BY consumer ORDER BY consumer',
      [[`A-${test}-${run}`, `B-${test}-${run}`], messages.map((m) => m.headers.event_id)],
    );
    expect(inbox).toEqual([
      { consumer: `A-${test}-${run}`, n: 6 },
      { consumer: `B-${test}-${run}`, n: 6 },
    ]);

    // Without a refusal, one chunk is one transaction for both consumers: their inbox rows carry its one start time.
    const clean = Array.from({ length: 4 }, (_, seq) => record(test, 'b', seq));
    await producer.publish(clean);
    await eventually(async () => expect(await applied(test)).toHaveLength(19), 60_000, 200);
    const started: { consumers: number; rows: number; starts: number }[] = await ds.query(
      'SELECT count(DISTINCT consumer)::int AS consumers, count(*)::int AS rows, count(DISTINCT received_at)::int AS starts FROM inbox WHERE consumer = ANY($1) AND event_id = ANY($2)',
      [[`A-${test}-${run}`, `B-${test}-${run}`], clean.map((m) => m.headers.event_id)],
    );
    // Four records fetched together may still come in more than one chunk; never one transaction per consumer.
    const cleanChunks = spy.chunks.filter((keys) => keys.some((key) => key === `${run}-${test}-b`)).length;
    expect(started[0]).toEqual({ consumers: 2, rows: 8, starts: cleanChunks });
  });

  it('keeps each key in order across and within chunks', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const perKey = 40;
    const messages: TransportMessage[] = [];
    for (let seq = 0; seq < perKey; seq++) for (const key of keys) messages.push(record('order', key, seq));
    await producer.publish(messages);

    const { chunks } = await consume('order', 16);
    await eventually(async () => expect(await applied('order')).toHaveLength(keys.length * perKey), 60_000, 200);
    const rows = await applied('order');
    for (const key of keys)
      expect(rows.filter((r) => r.key === key).map((r) => r.seq)).toEqual(Array.from({ length: perKey }, (_, i) => i));
    expect(chunks().some((size) => size > 1)).toBe(true);
  });
});
