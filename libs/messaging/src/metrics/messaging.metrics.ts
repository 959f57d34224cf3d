import { Counter, Gauge, Histogram, Metric, register } from 'prom-client';
import type { DataSource } from 'typeorm';
import { IDEMPOTENCY_KEYS_IN_FLIGHT_SQL } from '@freight/idempotency';

/**
 * Messaging series in prom-client's process-wide registry (what `/metrics` serves). Created once per process
 * whatever loads this module again: a second registration of a name would throw.
 */
function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** Each service's database in this process (one in a lone service, seven embedded): read at every scrape. */
const databases = new Map<string, DataSource>();

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const OLDEST_UNPUBLISHED = `SELECT (SELECT count(*) FROM outbox WHERE published_at IS NULL)::int AS backlog,
  extract(epoch FROM now() - (SELECT occurred_at FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT 1))::float8 AS age`;

/** Per service: whether its schema has the Idempotency-Key table (services without keyed routes have none). */
const keyTables = new Map<string, Promise<boolean>>();

let sampling: Promise<void> | undefined;

/** Backlog and age of every tracked outbox; the two series' collects share one statement per service per scrape. */
function sampleOutboxes(): Promise<void> {
  return (sampling ??= (async () => {
    await Promise.all(
      [...databases].map(async ([service, dataSource]) => {
        if (!dataSource.isInitialized) return;
        try {
          const [row] = (await dataSource.query(OLDEST_UNPUBLISHED)) as { backlog: number; age: number | null }[];
          messagingMetrics.outboxBacklog.set({ service }, row.backlog);
          messagingMetrics.outboxAge.set({ service }, row.age ?? 0);
          if (!keyTables.has(service)) {
            keyTables.set(
              service,
              dataSource
                .query("SELECT to_regclass('idempotency_keys') IS NOT NULL AS present")
                .then(([r]: { present: boolean }[]) => r.present)
                .catch(() => {
                  keyTables.delete(service);
                  return false;
                }),
            );
          }
          if (await keyTables.get(service)) {
            const [keys] = (await dataSource.query(IDEMPOTENCY_KEYS_IN_FLIGHT_SQL)) as { n: number }[];
            messagingMetrics.idempotencyInFlight.set({ service }, keys.n);
          }
        } catch {
          // The database is down: readiness says so; the series keep their last values.
        }
      }),
    );
  })().finally(() => (sampling = undefined)));
}

export const messagingMetrics = {
  // First: sampled before the outbox statements below take a pool connection (else they show as in use/waiting).
  dbPool: once(
    'frakt_db_pool_connections',
    () =>
      new Gauge({
        name: 'frakt_db_pool_connections',
        help: 'Database pool connections by state (in_use, idle, waiting callers)',
        labelNames: ['service', 'state'],
        collect() {
          for (const [service, dataSource] of databases) {
            const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
            if (!pool) continue;
            this.set({ service, state: 'in_use' }, pool.totalCount - pool.idleCount);
            this.set({ service, state: 'idle' }, pool.idleCount);
            this.set({ service, state: 'waiting' }, pool.waitingCount);
          }
        },
      }),
  ),
  idempotencyInFlight: once(
    'frakt_idempotency_keys_in_flight',
    () =>
      new Gauge({
        name: 'frakt_idempotency_keys_in_flight',
        help: 'Idempotency keys whose first request a live process is still answering (not those a dead process left)',
        labelNames: ['service'],
        collect: sampleOutboxes,
      }),
  ),
  outboxBacklog: once(
    'frakt_outbox_backlog',
    () =>
      new Gauge({ name: 'frakt_outbox_backlog', help: 'Outbox rows not yet published', labelNames: ['service'], collect: sampleOutboxes }),
  ),
  outboxAge: once(
    'frakt_outbox_oldest_age_seconds',
    () =>
      new Gauge({
        name: 'frakt_outbox_oldest_age_seconds',
        help: 'Age of the oldest unpublished outbox row (0 when none)',
        labelNames: ['service'],
        collect: sampleOutboxes,
      }),
  ),
  // Business counters from the events themselves: OrderBooked published is bookings, CarrierStatusReceived applied
  // is carrier statuses, and so on for every event type, without a counter call in each use case.
  eventsPublished: once(
    'frakt_events_published_total',
    () =>
      new Counter({
        name: 'frakt_events_published_total',
        help: 'Events the relay published, by type (a republish after a crash counts again)',
        labelNames: ['service', 'event_type'],
      }),
  ),
  eventsApplied: once(
    'frakt_events_applied_total',
    () =>
      new Counter({
        name: 'frakt_events_applied_total',
        help: 'Events a consumer applied (committed, duplicates excluded), by type',
        labelNames: ['consumer', 'event_type'],
      }),
  ),
  relayPublished: once(
    'frakt_relay_published_total',
    () => new Counter({ name: 'frakt_relay_published_total', help: 'Outbox rows the transport accepted', labelNames: ['service'] }),
  ),
  relayBatch: once(
    'frakt_relay_batch_size',
    () =>
      new Histogram({
        name: 'frakt_relay_batch_size',
        help: 'Outbox rows per published batch',
        labelNames: ['service'],
        buckets: [1, 5, 10, 25, 50, 100, 200, 500],
      }),
  ),
  relayPublish: once(
    'frakt_relay_publish_seconds',
    () =>
      new Histogram({
        name: 'frakt_relay_publish_seconds',
        help: 'Time for the transport to accept one outbox batch',
        labelNames: ['service', 'outcome'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  ),
  eventsSkipped: once(
    'frakt_events_skipped_total',
    () =>
      new Counter({
        name: 'frakt_events_skipped_total',
        help: 'Events whose content can never apply (refused as invalid by the handler or the database), recorded and passed over',
        labelNames: ['consumer', 'event_type'],
      }),
  ),
  inboxDuplicates: once(
    'frakt_inbox_duplicates_total',
    () =>
      new Counter({
        name: 'frakt_inbox_duplicates_total',
        help: 'Events the inbox had already seen (redeliveries absorbed)',
        labelNames: ['consumer'],
      }),
  ),
  consumerLag: once(
    'frakt_kafka_consumer_lag',
    () =>
      new Gauge({
        name: 'frakt_kafka_consumer_lag',
        help: "Records between the group's committed offset and the partition's end, sampled on a timer",
        labelNames: ['group', 'topic', 'partition'],
      }),
  ),
  consumerRebalances: once(
    'frakt_kafka_consumer_rebalances_total',
    () =>
      new Counter({ name: 'frakt_kafka_consumer_rebalances_total', help: 'Group joins (each rebalance is one)', labelNames: ['group'] }),
  ),
  consumerMembers: once(
    'frakt_kafka_consumer_joined',
    () => new Gauge({ name: 'frakt_kafka_consumer_joined', help: '1 while this process is a member of the group', labelNames: ['group'] }),
  ),
  consumerLastBatch: once(
    'frakt_kafka_consumer_last_batch_timestamp_seconds',
    () =>
      new Gauge({
        name: 'frakt_kafka_consumer_last_batch_timestamp_seconds',
        help: 'When the group last finished a batch (Unix time)',
        labelNames: ['group'],
      }),
  ),
};

/** Outbox backlog, age and pool usage of this service's database, until `untrack`. */
export function trackDatabase(service: string, dataSource: DataSource): () => void {
  databases.set(service, dataSource);
  return () => {
    if (databases.get(service) === dataSource) databases.delete(service);
  };
}
