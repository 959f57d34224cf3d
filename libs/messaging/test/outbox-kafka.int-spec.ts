import { createLogger, TransactionHost } from '@freight/kernel';
import { createTestDatabase, eventually, kafkaControl, TestDatabase, testKafkaBrokers } from '@freight/testing';
import { randomUUID } from 'node:crypto';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import {
  EventSubscriptions,
  EventTransport,
  HEADER,
  KafkaTransport,
  messagingMigrations,
  Outbox,
  OutboxRelay,
  TransportMessage,
} from '../src';

class CreateSignIns1732000000999 implements MigrationInterface {
  name = 'CreateSignIns1732000000999';
  async up(q: QueryRunner) {
    await q.query('CREATE TABLE sign_ins (user_id text PRIMARY KEY, seen integer NOT NULL DEFAULT 0)');
  }
  async down(q: QueryRunner) {
    await q.query('DROP TABLE sign_ins');
  }
}

async function serviceDataSource(url: string, schema: string): Promise<DataSource> {
  const ds = new DataSource({
    type: 'postgres',
    url,
    schema,
    migrations: [...messagingMigrations, CreateSignIns1732000000999],
    extra: { max: 4, options: `-c search_path=${schema}` },
  });
  await ds.initialize();
  await ds.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await ds.runMigrations();
  return ds;
}

/** Publishes for real, then dies before the relay can mark the rows: what a crash at that instant leaves. */
class CrashAfterPublish implements EventTransport {
  readonly name = 'kafka' as const;
  crashes = 0;
  constructor(private readonly inner: EventTransport) {}
  ensureTopics(topics: string[]) {
    return this.inner.ensureTopics(topics);
  }
  async publish(messages: TransportMessage[]) {
    await this.inner.publish(messages);
    if (this.crashes-- > 0) throw new Error('relay process died after publishing');
  }
  subscribe(...args: Parameters<EventTransport['subscribe']>) {
    return this.inner.subscribe(...args);
  }
  health() {
    return this.inner.health();
  }
  close() {
    return this.inner.close();
  }
}

describe('Outbox → Kafka → inbox with the real broker and database', () => {
  const logger = createLogger('error', 'messaging-test');
  let database: TestDatabase;
  let producerDs: DataSource;
  let consumerDs: DataSource;
  let transport: KafkaTransport;
  let crashing: CrashAfterPublish;
  let outbox: Outbox;
  let relay: OutboxRelay;
  let producerTx: TransactionHost;
  const deliveries: string[] = [];
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    database = await createTestDatabase('frakt_msg');
    producerDs = await serviceDataSource(database.url, 'producer');
    consumerDs = await serviceDataSource(database.url, 'consumer');
    transport = new KafkaTransport({ brokers: testKafkaBrokers(), clientId: `test-${run}`, logger });
    crashing = new CrashAfterPublish(transport);
    producerTx = new TransactionHost(producerDs);
    outbox = new Outbox(producerTx, 'producer');
    relay = new OutboxRelay(producerDs, crashing, logger, `producer-${run}`, { pollIntervalMs: 100, maxBackoffMs: 500 });
    const consumerTx = new TransactionHost(consumerDs);
    const subscriptions = new EventSubscriptions(`consumer-${run}`, consumerTx, transport, logger);
    subscriptions.on('UserSignedIn', 'CountSignIns', async ({ envelope, data }) => {
      deliveries.push(envelope.eventId);
      await consumerTx.manager.query(
        'INSERT INTO sign_ins (user_id, seen) VALUES ($1, 1) ON CONFLICT (user_id) DO UPDATE SET seen = sign_ins.seen + 1',
        [data.userId],
      );
    });
    await transport.ensureTopics(['freight.users.v1']);
    await subscriptions.start();
    relay.start();
    outbox.onRecorded(() => relay.nudge());
  }, 120_000);

  afterAll(async () => {
    await relay.stop();
    await transport.close();
    await producerDs.destroy();
    await consumerDs.destroy();
    await database.drop();
  });

  const signIn = (userId: string) =>
    producerTx.run(async () => {
      await producerTx.manager.query(
        'INSERT INTO sign_ins (user_id, seen) VALUES ($1, 1) ON CONFLICT (user_id) DO UPDATE SET seen = sign_ins.seen + 1',
        [userId],
      );
      return outbox.record('UserSignedIn', userId, { userId, customerId: '1001', signedInAt: new Date().toISOString(), demo: false });
    });
  const seen = async (userId: string): Promise<number> => {
    const rows = await consumerDs.query('SELECT seen FROM sign_ins WHERE user_id = $1', [userId]);
    return rows[0]?.seen ?? 0;
  };

  it('delivers an event with its envelope on the Kafka headers, once', async () => {
    const userId = `u-${run}-1`;
    const recorded = await signIn(userId);
    await eventually(async () => expect(await seen(userId)).toBe(1));
    const [row] = await producerDs.query('SELECT headers, published_at FROM outbox WHERE event_id = $1', [recorded.eventId]);
    expect(row.published_at).not.toBeNull();
    expect(row.headers).toMatchObject({
      [HEADER.eventId]: recorded.eventId,
      [HEADER.eventType]: 'UserSignedIn',
      [HEADER.aggregateId]: userId,
      [HEADER.schemaVersion]: '1',
      [HEADER.producer]: 'producer',
    });
    expect(row.headers[HEADER.correlationId]).toBeTruthy();
  });

  it('refuses to record an event outside a transaction', async () => {
    await expect(outbox.record('UserSignedIn', 'x', { userId: 'x' })).rejects.toThrow(/inside TransactionHost.run/);
  });

  it('keeps state changes working while the broker is down and delivers the waiting events when it returns', async () => {
    kafkaControl('stop');
    const ids = Array.from({ length: 20 }, (_, i) => `u-${run}-down-${i}`);
    for (const id of ids) await signIn(id);
    const waiting = await producerDs.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    expect(waiting[0].n).toBeGreaterThanOrEqual(20);
    kafkaControl('start');
    await eventually(
      async () => {
        for (const id of ids) expect(await seen(id)).toBe(1);
      },
      90_000,
      250,
    );
    const left = await producerDs.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    expect(left[0].n).toBe(0);
  }, 180_000);

  it('absorbs the duplicate a relay crash between publish and mark-sent produces', async () => {
    const userId = `u-${run}-crash`;
    crashing.crashes = 1;
    const recorded = await signIn(userId);
    // The consumer sees the event twice (published, "crash", republished) but applies it once.
    await eventually(async () => expect(deliveries.filter((id) => id === recorded.eventId).length).toBeGreaterThanOrEqual(1));
    await eventually(async () => {
      const [row] = await producerDs.query('SELECT published_at, attempts FROM outbox WHERE event_id = $1', [recorded.eventId]);
      expect(row.published_at).not.toBeNull();
      expect(row.attempts).toBe(1);
    });
    await eventually(async () => {
      const inbox = await consumerDs.query('SELECT count(*)::int AS n FROM inbox WHERE event_id = $1', [recorded.eventId]);
      expect(inbox[0].n).toBe(1);
      expect(await seen(userId)).toBe(1);
    });
    const kafkaCopies = await countCopiesOnTopic(recorded.eventId);
    expect(kafkaCopies).toBe(2);
  }, 60_000);

  /** Reads the topic from the start with a throwaway group and counts records carrying this event id. */
  async function countCopiesOnTopic(eventId: string): Promise<number> {
    const { Kafka, logLevel } = await import('kafkajs');
    const kafka = new Kafka({ clientId: `count-${run}`, brokers: testKafkaBrokers(), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `count-${randomUUID()}` });
    let copies = 0;
    await consumer.connect();
    await consumer.subscribe({ topic: 'freight.users.v1', fromBeginning: true });
    const admin = kafka.admin();
    await admin.connect();
    const offsets = await admin.fetchTopicOffsets('freight.users.v1');
    await admin.disconnect();
    const target = new Map(offsets.map((o) => [o.partition, Number(o.high)]));
    const done = new Set<number>([...target].filter(([, high]) => high === 0).map(([p]) => p));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out counting')), 20_000);
      void consumer.run({
        eachMessage: async ({ partition, message }) => {
          if (message.headers?.[HEADER.eventId]?.toString() === eventId) copies += 1;
          if (Number(message.offset) + 1 >= (target.get(partition) ?? 0)) done.add(partition);
          if (done.size === target.size) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
    await consumer.disconnect();
    return copies;
  }
});
