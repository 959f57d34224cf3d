import { createLogger, TransactionHost } from '@freight/kernel';
import { createTestDatabase, eventually, TestDatabase } from '@freight/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { HEADER, InProcessTransport, messagingMigrations, Outbox, OutboxRelay, RelayOptions, TransportMessage } from '../src';

const TOPIC = 'freight.users.v1';
const SCHEMA = 'relay';

/** Fails the first `failures` publish calls, as a broker that is down would. */
class FlakyTransport extends InProcessTransport {
  failures = 0;
  override async publish(messages: TransportMessage[]): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('broker down');
    }
    return super.publish(messages);
  }
}

/** One replica of a service: its own pool, outbox, relay and transport, on the shared database. */
interface Replica {
  ds: DataSource;
  outbox: Outbox;
  tx: TransactionHost;
  relay: OutboxRelay;
  transport: FlakyTransport;
  /** Event ids its transport carried, in order. */
  published: string[];
}

/**
 * Counts the relay's bids for leadership on any connection from now on: a replica that has bid `n` times and
 * still does not lead has really been refused, where a pause would pass on a machine too slow to have bid.
 */
function countBids(): { bids: () => number; stop: () => void } {
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  let bids = 0;
  prototype.query = function (this: Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    if ((typeof config === 'string' ? config : config.text).includes('pg_try_advisory_lock')) bids += 1;
    return query.apply(this, args);
  };
  return { bids: () => bids, stop: () => (prototype.query = query) };
}

describe('OutboxRelay against the real database', () => {
  const logger = createLogger('error', 'relay-test');
  let database: TestDatabase;
  let replicas: Replica[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('frakt_relay');
    const ds = new DataSource({
      type: 'postgres',
      url: database.url,
      schema: SCHEMA,
      migrations: messagingMigrations,
      extra: { max: 2, options: `-c search_path=${SCHEMA}` },
    });
    await ds.initialize();
    await ds.query(`CREATE SCHEMA ${SCHEMA}`);
    await ds.runMigrations();
    await ds.destroy();
  });

  afterEach(async () => {
    for (const { relay, ds } of replicas) {
      await relay.stop();
      await ds.destroy();
    }
    replicas = [];
  });

  afterAll(async () => {
    await database?.drop();
  });

  async function replica(service: string, options: RelayOptions): Promise<Replica> {
    const ds = new DataSource({
      type: 'postgres',
      url: database.url,
      schema: SCHEMA,
      extra: { max: 4, options: `-c search_path=${SCHEMA}` },
    });
    await ds.initialize();
    const transport = new FlakyTransport();
    const published: string[] = [];
    await transport.subscribe('spy', [TOPIC], async (m) => void published.push(m.headers[HEADER.eventId]));
    const tx = new TransactionHost(ds);
    const outbox = new Outbox(tx, service);
    const relay = new OutboxRelay(ds, transport, logger, service, options);
    outbox.onRecorded(() => relay.nudge());
    const made = { ds, outbox, tx, relay, transport, published };
    replicas.push(made);
    return made;
  }

  /** Records `count` events in one transaction of this replica; their ids, in order. */
  const signIns = (r: Replica, count: number) =>
    r.tx.run(async () => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const userId = `u-${i}`;
        ids.push(
          (await r.outbox.record('UserSignedIn', userId, { userId, customerId: '1001', signedInAt: new Date().toISOString(), demo: false }))
            .eventId,
        );
      }
      return ids;
    });

  const outboxRows = (r: Replica, ids: string[]): Promise<Array<{ event_id: string; published: boolean; attempts: number }>> =>
    r.ds.query(
      'SELECT event_id, published_at IS NOT NULL AS published, attempts FROM outbox WHERE event_id = ANY($1::uuid[]) ORDER BY id',
      [ids],
    );

  it('lingers after a nudge, so the commits of the linger go out in one pass', async () => {
    const a = await replica('linger', { pollIntervalMs: 60_000, lingerMs: 300 });
    a.relay.start();
    await eventually(async () => expect(a.relay.leading).toBe(true));
    await a.relay.drain();
    const batches: number[] = [];
    const publish = a.transport.publish.bind(a.transport);
    a.transport.publish = async (messages) => {
      batches.push(messages.length);
      return publish(messages);
    };

    // Five commits, each nudging, well inside one linger.
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(...(await signIns(a, 1)));
    await eventually(async () => expect(a.published).toEqual(ids));
    expect(batches).toEqual([5]);
  });

  it('publishes a pass in two statements, both on the connection it leads on', async () => {
    const a = await replica('statements', { pollIntervalMs: 60_000 });
    a.relay.start();
    await eventually(async () => expect(a.relay.leading).toBe(true));
    // Waits for the first pass (they take turns): from here on only the events below make the relay work.
    await a.relay.drain();

    const statements: Array<{ client: Client; text: string }> = [];
    const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = prototype.query;
    prototype.query = function (this: Client, ...args: unknown[]) {
      const [config] = args as [string | { text: string }];
      statements.push({ client: this, text: typeof config === 'string' ? config : config.text });
      return query.apply(this, args);
    };
    let ids: string[] = [];
    try {
      ids = await signIns(a, 3);
      await eventually(async () => expect((await outboxRows(a, ids)).every((row) => row.published)).toBe(true));
    } finally {
      prototype.query = query;
    }

    expect(a.published).toEqual(ids);
    const relayClient = statements.find((s) => s.text.includes('FROM outbox WHERE published_at IS NULL'))?.client;
    expect(relayClient).toBeDefined();
    expect(statements.filter((s) => s.client === relayClient).map((s) => s.text)).toEqual([
      'SELECT id, topic, aggregate_id, payload, headers FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT $1',
      'UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])',
    ]);
    // Nothing else of the relay's ran anywhere: no transaction, no lock per pass, no wake-up for itself.
    expect(
      statements.filter(
        (s) => s.client !== relayClient && /SET published_at|WHERE published_at IS NULL|advisory|pg_notify|LISTEN/.test(s.text),
      ),
    ).toEqual([]);
  });

  it('publishes from one replica at a time; another takes over when the leader stops', async () => {
    const a = await replica('pair', { pollIntervalMs: 100 });
    const b = await replica('pair', { pollIntervalMs: 100 });
    a.relay.start();
    await eventually(async () => expect(a.relay.leading).toBe(true));
    const bidding = countBids();
    let first: string[] = [];
    try {
      b.relay.start();
      // a leads and bids no more: every bid counted is b's.
      await eventually(async () => expect(bidding.bids()).toBeGreaterThanOrEqual(2));
      expect(b.relay.leading).toBe(false);

      first = [...(await signIns(a, 2)), ...(await signIns(b, 2))];
      await eventually(async () => expect(a.published).toEqual(first));
      // b has bid again since (its own commits woke it) and still published nothing.
      const seen = bidding.bids();
      await eventually(async () => expect(bidding.bids()).toBeGreaterThan(seen));
      expect(b.published).toEqual([]);
      expect(b.relay.leading).toBe(false);
    } finally {
      bidding.stop();
    }

    await a.relay.stop();
    expect(a.relay.leading).toBe(false);
    await eventually(async () => expect(b.relay.leading).toBe(true), 2_000, 20);
    const second = [...(await signIns(a, 2)), ...(await signIns(b, 2))];
    await eventually(async () => expect(b.published).toEqual(second));
    expect(a.published).toEqual(first);
    expect((await outboxRows(a, [...first, ...second])).every((row) => row.published && row.attempts === 0)).toBe(true);
  });

  it("takes over when the leader's connection dies, and the old leader does not publish again", async () => {
    // The old leader polls rarely, so the survivor is the one that takes the lock.
    const a = await replica('crash', { pollIntervalMs: 60_000 });
    const b = await replica('crash', { pollIntervalMs: 100 });
    a.relay.start();
    await eventually(async () => expect(a.relay.leading).toBe(true));
    const bidding = countBids();
    try {
      b.relay.start();
      await eventually(async () => expect(bidding.bids()).toBeGreaterThanOrEqual(2));
    } finally {
      bidding.stop();
    }
    expect(b.relay.leading).toBe(false);

    const [holder] = await b.ds.query(
      `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    await b.ds.query('SELECT pg_terminate_backend($1)', [holder.pid]);
    await eventually(async () => expect(b.relay.leading).toBe(true), 5_000, 20);
    expect(a.relay.leading).toBe(false);

    const ids = [...(await signIns(a, 2)), ...(await signIns(b, 1))];
    await eventually(async () => expect(b.published).toEqual(ids));
    expect(a.published).toEqual([]);
    // a sought leadership again on a fresh connection (its commit woke it) and found b holding it.
    expect(a.relay.leading).toBe(false);
  });

  it('wakes the leader at once when a replica that does not lead commits events', async () => {
    const a = await replica('wake', { pollIntervalMs: 60_000 });
    const b = await replica('wake', { pollIntervalMs: 60_000 });
    a.relay.start();
    await eventually(async () => expect(a.relay.leading).toBe(true));
    await a.relay.drain();
    b.relay.start();
    // Waits for b's first pass, which found a leading.
    expect(await b.relay.drain()).toBe(0);
    expect(b.relay.leading).toBe(false);

    const ids = await signIns(b, 1);
    // Neither relay polls within a minute: only b's NOTIFY can have made a publish this soon.
    await eventually(async () => expect(a.published).toEqual(ids), 3_000, 20);
    expect(b.published).toEqual([]);
  });

  it('keeps leading while the transport fails, counting attempts, and publishes once it is back', async () => {
    const a = await replica('flaky', { pollIntervalMs: 100, maxBackoffMs: 300 });
    const b = await replica('flaky', { pollIntervalMs: 100 });
    a.relay.start();
    await eventually(async () => expect(a.relay.leading).toBe(true));
    b.relay.start();
    a.transport.failures = 3;

    const ids = await signIns(a, 2);
    await eventually(async () => expect(a.published).toEqual(ids), 10_000);
    expect(a.transport.failures).toBe(0);
    // Marked after the transport took them.
    await eventually(async () =>
      expect(await outboxRows(a, ids)).toEqual(ids.map((event_id) => ({ event_id, published: true, attempts: 3 }))),
    );
    expect(b.published).toEqual([]);
    expect(a.relay.leading).toBe(true);
  });

  it('stops after the batch under way, leaving the rest of a backlog to whoever leads next', async () => {
    const a = await replica('stop-mid-backlog', { pollIntervalMs: 60_000, batchSize: 5 });
    const ids = await signIns(a, 15);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const publishing = new Promise<void>((resolve) => (entered = resolve));
    const publish = a.transport.publish.bind(a.transport);
    a.transport.publish = async (messages) => {
      entered();
      await held;
      return publish(messages);
    };

    a.relay.start();
    await publishing;
    const stopped = a.relay.stop();
    release();
    await stopped;

    const rows = await outboxRows(a, ids);
    expect(rows.filter((row) => row.published).map((row) => row.event_id)).toEqual(ids.slice(0, 5));
    expect(a.published).toEqual(ids.slice(0, 5));
    // The rest goes out with the next leader (here a drain), so the table is clean for the tests after this one.
    expect(await a.relay.drain()).toBe(10);
  });

  it('drains without being started, and lets go of leadership afterwards', async () => {
    const a = await replica('drain', {});
    const b = await replica('drain', { pollIntervalMs: 60_000 });
    const ids = await signIns(a, 3);
    expect(await a.relay.drain()).toBe(3);
    expect(a.published).toEqual(ids);
    expect(a.relay.leading).toBe(false);
    b.relay.start();
    await eventually(async () => expect(b.relay.leading).toBe(true));
    await b.relay.drain();
    // While b leads, a publishes nothing, even with events waiting.
    const waiting = await signIns(a, 1);
    expect(await a.relay.drain()).toBe(0);
    expect(await outboxRows(a, waiting)).toEqual([expect.objectContaining({ published: false })]);
    expect(await b.relay.drain()).toBe(1);
    expect(b.published).toEqual(waiting);
  });
});
