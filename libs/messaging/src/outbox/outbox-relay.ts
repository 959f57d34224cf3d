import { createHash } from 'node:crypto';
import { type AppLogger, type PreparedSql, preparedSql, requestContext, runPrepared } from '@freight/kernel';
import { DataSource, QueryRunner } from 'typeorm';
import { HEADER } from '../envelope';
import { messagingMetrics } from '../metrics/messaging.metrics';
import { EventTransport, TransportMessage } from '../transport/event-transport';

export interface RelayOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  maxBackoffMs?: number;
  /**
   * How long a commit's nudge waits for others before the pass reads the outbox (as a Kafka producer's
   * linger.ms): under load one pass then carries the events of many commits instead of one or two each,
   * and a pass costs two round trips (and a consumer's chunk its own) however many it carries.
   */
  lingerMs?: number;
}

interface OutboxRow {
  id: string;
  topic: string;
  aggregate_id: string;
  payload: Buffer;
  headers: Record<string, string>;
}

/** The pg client under the relay's query runner: it runs prepared statements and hears NOTIFY. */
interface LeaderConnection {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  on(event: 'notification', listener: () => void): unknown;
  removeListener(event: 'notification', listener: () => void): unknown;
  end(): Promise<void>;
}

interface Leadership {
  runner: QueryRunner;
  connection: LeaderConnection;
  onNotification: () => void;
}

// No FOR UPDATE: only the leader reads or marks unpublished rows, so there is nothing to lock against.
const SELECT_BATCH = preparedSql(
  'SELECT id, topic, aggregate_id, payload, headers FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT $1',
);
const MARK_PUBLISHED = preparedSql('UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])');
const COUNT_ATTEMPT = preparedSql('UPDATE outbox SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])');
const NOTIFY = preparedSql("SELECT pg_notify($1, '')");
// The key is the one the transaction-scoped lock of earlier relays took: session and transaction advisory locks
// on one key exclude each other, so a rolling upgrade never has an old and a new relay publishing at once.
const TRY_LEAD = 'SELECT pg_try_advisory_lock(hashtext($1)) AS leading';
const RESIGN = 'SELECT pg_advisory_unlock(hashtext($1))';

/**
 * Moves outbox rows to the transport in batches. Rows are marked published only after the
 * transport accepted them; a crash in between publishes them again, which consumers' inboxes absorb.
 * While the broker is down rows simply wait, with backoff.
 *
 * One replica per service publishes at a time, which keeps each aggregate's events in order: the one
 * holding a session advisory lock on a connection it keeps for as long as it leads. A pass on that
 * connection is two autocommit statements (read a batch, mark it published) where taking a lock per pass
 * cost five round trips. The others try for the lock each poll interval, and take over within one when the
 * leader stops or its connection dies (the lock dies with the session). A commit on a replica that does
 * not lead wakes the leader with a NOTIFY instead of waiting for its next poll.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  /** When the scheduled pass is due (ms since the epoch). */
  private due?: number;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private failures = 0;
  private leadership?: Leadership;
  /** Passes, drains and resigning share one connection: they take turns. */
  private turn: Promise<unknown> = Promise.resolve();
  private signalling?: Promise<void>;
  private signalAgain = false;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly lingerMs: number;
  private readonly lockKey: string;
  /** A hash, not the service name: a channel is an identifier of at most 63 bytes. */
  private readonly channel: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: EventTransport,
    private readonly logger: AppLogger,
    readonly service: string,
    options: RelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.lingerMs = options.lingerMs ?? 10;
    this.lockKey = `frakt-relay-${service}`;
    this.channel = `frakt_relay_${createHash('sha1').update(service).digest('hex').slice(0, 20)}`;
  }

  /** Whether this relay is the one publishing its service's outbox now. */
  get leading(): boolean {
    return !!this.leadership && !this.leadership.runner.isReleased;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Ends the pass under way, then gives up leadership and its connection, so another replica takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.signalling;
    await this.inTurn(() => this.resign());
  }

  /** Ask for a pass now (after a commit that recorded events). */
  nudge(): void {
    if (this.stopped) return;
    // Seeking leadership on every commit would cost a round trip each; whoever leads can be told instead.
    // (A leader whose connection died still holds `leadership`: its next pass leads afresh.)
    if (!this.leadership) return this.signalLeader();
    if (this.running) this.again = true;
    else this.soon();
  }

  /** Publishes everything pending now (tests and shutdown); 0 when another replica leads. */
  async drain(): Promise<number> {
    return this.inTurn(async () => {
      try {
        if (!(await this.lead())) return 0;
        let total = 0;
        for (let n = await this.publishBatch(); n > 0; n = await this.publishBatch()) total += n;
        return total;
      } finally {
        // A relay that is not running leads only while it drains.
        if (this.stopped) await this.resign();
      }
    });
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.due = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.due = undefined;
      // A nudge's timer inherits the committing request's context: a pass is no part of that request.
      requestContext.run(requestContext.fresh(), () => void this.pass());
    }, delay);
    this.timer.unref?.();
  }

  /** A pass within the linger; a pass already due sooner is kept (a stream of nudges must not put it off). */
  private soon(): void {
    if (this.due !== undefined && this.due <= Date.now() + this.lingerMs) return;
    this.schedule(this.lingerMs);
  }

  private async pass(): Promise<void> {
    if (this.running || this.stopped) return;
    let delay = this.pollIntervalMs;
    this.running = this.inTurn(async () => {
      try {
        this.again = false;
        // A stop ends the pass after the batch under way (a large backlog would hold a drain up to its bound).
        if (await this.lead()) while ((await this.publishBatch()) === this.batchSize && !this.stopped);
        if (this.failures) this.logger.info({ service: this.service, failedPasses: this.failures }, 'outbox relay publishing again');
        this.failures = 0;
      } catch (error) {
        this.failures += 1;
        delay = Math.min(this.maxBackoffMs, 200 * 2 ** Math.min(this.failures, 5));
        // An outage is news once and then now and again, not every pass (a minute's outage was 30 stack traces).
        if (this.failures === 1 || this.failures % 20 === 0) {
          this.logger.warn(
            { service: this.service, failedPasses: this.failures, retryInMs: delay, reason: (error as Error).message },
            'outbox relay could not publish; events wait in the outbox',
          );
        }
      }
    });
    await this.running;
    this.running = undefined;
    // Commits made during the pass are published by the next, after the linger: there will be more of them.
    if (!this.stopped) this.schedule(this.again && !this.failures ? this.lingerMs : delay);
  }

  /** One batch, published and then marked; returns how many rows it held. Only while leading. */
  private async publishBatch(): Promise<number> {
    const rows = await this.sql<OutboxRow>(SELECT_BATCH, [this.batchSize]);
    if (!rows.length) return 0;
    const ids = rows.map((r) => r.id);
    const timer = messagingMetrics.relayPublish.startTimer({ service: this.service });
    try {
      await this.transport.publish(
        rows.map((r): TransportMessage => ({ topic: r.topic, key: r.aggregate_id, value: r.payload, headers: r.headers })),
      );
      timer({ outcome: 'published' });
      messagingMetrics.relayBatch.observe({ service: this.service }, rows.length);
      messagingMetrics.relayPublished.inc({ service: this.service }, rows.length);
      for (const row of rows)
        messagingMetrics.eventsPublished.inc({ service: this.service, event_type: row.headers[HEADER.eventType] ?? 'unknown' });
    } catch (error) {
      timer({ outcome: 'failed' });
      // A count is for operators, not for correctness: losing it with the connection is fine.
      await this.sql(COUNT_ATTEMPT, [ids]).catch(() => undefined);
      throw error;
    }
    await this.sql(MARK_PUBLISHED, [ids]);
    return rows.length;
  }

  /** True when this relay leads, taking the lock on a fresh connection if it has none; false when another replica holds it. */
  private async lead(): Promise<boolean> {
    if (this.leading) return true;
    // The runner was released under us (TypeORM does so when its connection reports an error).
    if (this.leadership) await this.abdicate(this.leadership);
    const runner = this.dataSource.createQueryRunner();
    let connection: LeaderConnection | undefined;
    try {
      connection = (await runner.connect()) as LeaderConnection;
      const [{ leading }] = (await connection.query({ text: TRY_LEAD, values: [this.lockKey] })).rows as { leading: boolean }[];
      if (!leading) {
        await runner.release();
        return false;
      }
      await connection.query({ text: `LISTEN ${this.channel}` });
    } catch (error) {
      // The lock may or may not be held: end the session rather than hand it back to the pool.
      await this.discard(runner, connection);
      throw error;
    }
    const onNotification = () => this.nudge();
    connection.on('notification', onNotification);
    this.leadership = { runner, connection, onNotification };
    return true;
  }

  /** A statement on the leader's connection. */
  private async sql<R>(statement: PreparedSql, values: unknown[]): Promise<R[]> {
    const leadership = this.leadership;
    if (!leadership || leadership.runner.isReleased) throw new Error('the outbox relay lost its connection');
    try {
      const { rows } = await leadership.connection.query({ name: statement.name, text: statement.text, values });
      return rows as R[];
    } catch (error) {
      // The session's state is unknown after a failure: end it (its lock goes with it) and lead afresh next pass.
      await this.abdicate(leadership);
      throw error;
    }
  }

  private async abdicate(leadership: Leadership): Promise<void> {
    if (this.leadership === leadership) this.leadership = undefined;
    leadership.connection.removeListener('notification', leadership.onNotification);
    await this.discard(leadership.runner, leadership.connection);
  }

  /** Ends a connection whatever state it is in; the pool drops a client that is ending instead of reusing it. */
  private async discard(runner: QueryRunner, connection?: LeaderConnection): Promise<void> {
    // Not awaited: a half-open socket could keep the end from ever completing.
    void connection?.end().catch(() => undefined);
    await runner.release().catch(() => undefined);
  }

  /** Unlocks explicitly, so a successor does not wait for the session to end, and gives the connection back clean. */
  private async resign(): Promise<void> {
    const leadership = this.leadership;
    if (!leadership) return;
    this.leadership = undefined;
    leadership.connection.removeListener('notification', leadership.onNotification);
    if (leadership.runner.isReleased) return;
    try {
      await leadership.connection.query({ text: 'UNLISTEN *' });
      await leadership.connection.query({ text: RESIGN, values: [this.lockKey] });
      await leadership.runner.release();
    } catch {
      await this.discard(leadership.runner, leadership.connection);
    }
  }

  /** Wakes whichever replica leads; one NOTIFY in flight at a time, and one more for the commits made meanwhile. */
  private signalLeader(): void {
    if (this.signalling) {
      this.signalAgain = true;
      return;
    }
    this.signalling = runPrepared(this.dataSource, NOTIFY, [this.channel])
      .then(
        () => undefined,
        // The leader polls anyway; a lost wake-up only delays.
        (error) => this.logger.debug({ err: error, service: this.service }, 'could not wake the outbox relay leader'),
      )
      .finally(() => {
        this.signalling = undefined;
        if (this.signalAgain && !this.stopped) {
          this.signalAgain = false;
          this.signalLeader();
        }
      });
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }
}
