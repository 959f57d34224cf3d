import type { AppLogger } from '@freight/kernel';
import { DataSource } from 'typeorm';
import { EventTransport, TransportMessage } from '../transport/event-transport';

export interface RelayOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  maxBackoffMs?: number;
}

interface OutboxRow {
  id: string;
  topic: string;
  aggregate_id: string;
  payload: Buffer;
  headers: Record<string, string>;
}

/**
 * Moves outbox rows to the transport in batches. Rows are marked published only after the
 * transport accepted them; a crash in between publishes them again, which consumers' inboxes absorb.
 * While the broker is down rows simply wait, with backoff.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private failures = 0;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly lockKey: string;

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
    this.lockKey = `frakt-relay-${service}`;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Ask for a pass now (after a commit that recorded events). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pass(), delay);
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    if (this.running || this.stopped) return;
    let delay = this.pollIntervalMs;
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.publishBatch()) === this.batchSize);
        } while (this.again && !this.stopped);
        this.failures = 0;
      } catch (error) {
        this.failures += 1;
        delay = Math.min(this.maxBackoffMs, 200 * 2 ** Math.min(this.failures, 5));
        this.logger.warn({ err: error, service: this.service, retryInMs: delay }, 'outbox relay could not publish; events wait in the outbox');
      }
    })();
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(this.again ? 0 : delay);
  }

  /** One batch in one transaction; returns how many rows were published. */
  async publishBatch(): Promise<number> {
    let failure: { error: unknown; ids: string[] } | undefined;
    const published = await this.dataSource.transaction(async (manager) => {
      // One publisher per service at a time keeps each aggregate's events in order across replicas.
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [this.lockKey]);
      if (!locked) return 0;
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, topic, aggregate_id, payload, headers FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      try {
        await this.transport.publish(rows.map((r): TransportMessage => ({ topic: r.topic, key: r.aggregate_id, value: r.payload, headers: r.headers })));
      } catch (error) {
        failure = { error, ids };
        return 0;
      }
      await manager.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1::bigint[])', [ids]);
      return rows.length;
    });
    if (failure) {
      // Counted after the row locks are gone; a count is for operators, not for correctness.
      await this.dataSource.query('UPDATE outbox SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [failure.ids]).catch(() => undefined);
      throw failure.error;
    }
    return published;
  }

  /** Publishes everything pending now (tests and shutdown). */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.publishBatch(); n > 0; n = await this.publishBatch()) total += n;
    return total;
  }
}
