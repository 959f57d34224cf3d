import { randomUUID } from 'node:crypto';
import { contractFor, encodeEvent, EventData, EventType } from '@freight/contracts';
import { preparedSql, requestContext, runPrepared, TransactionHost } from '@freight/kernel';
import { EventCause, envelopeToHeaders, EventEnvelope } from '../envelope';

export interface RecordedEvent {
  eventId: string;
  type: EventType;
  aggregateId: string;
}

/**
 * The state change an event records, to be written in the same statement as the outbox row: data-modifying
 * CTEs (`name AS (UPDATE …)`) using $1…$n of `params`. PostgreSQL runs each of them exactly once whether or
 * not anything reads it, so a hot path pays one round trip for its writes and its event.
 */
export interface StateChange {
  ctes: readonly string[];
  params: readonly unknown[];
}

/**
 * A state change that applies only under a condition checked in the same statement: `guard` names one of
 * its CTEs, and the change's CTEs and the event take effect only when that CTE yields a row (e.g. the rows
 * locked only if still as the caller read them). The caller's CTEs must apply nothing when it yields none.
 */
export interface GuardedStateChange extends StateChange {
  guard: string;
}

/** One event of Outbox.recordAll (distributed over the event types, so each one's data matches its type). */
export type PendingEvent<K extends EventType = EventType> = K extends EventType ? PendingEventOf<K> : never;

interface PendingEventOf<K extends EventType> {
  type: K;
  aggregateId: string | number;
  data: EventData<K>;
  occurredAt?: Date;
  /**
   * The inbound event this one answers. A handler given a chunk of inbound events runs in no single event's
   * context, so each event it records names its own cause; without it, the current request context is the cause.
   */
  causedBy?: EventCause;
}

const OUTBOX_COLUMNS = '(event_id, event_type, topic, aggregate_id, payload, headers, occurred_at)';
// INSERT … SELECT types its parameters by these casts, not by the target columns as VALUES would.
const OUTBOX_CASTS = ['uuid', 'text', 'text', 'text', 'bytea', 'jsonb', 'timestamptz'];

type OutboxRow = [eventId: string, type: EventType, topic: string, aggregateId: string, payload: Buffer, headers: string, occurredAt: Date];

const recorded = ([eventId, type, , aggregateId]: OutboxRow): RecordedEvent => ({ eventId, type, aggregateId });

/**
 * Writes domain events into the service's outbox table inside the caller's transaction, so the
 * event exists exactly when the state change does. Publishing is the relay's job.
 */
export class Outbox {
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly tx: TransactionHost,
    private readonly producer: string,
  ) {}

  /** Called after a transaction that recorded events commits (the relay listens to publish at once). */
  onRecorded(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** `along`: the state change, written by the same statement (see StateChange). */
  async record<K extends EventType>(type: K, aggregateId: string | number, data: EventData<K>, occurredAt = new Date(), along?: StateChange): Promise<RecordedEvent> {
    this.mustBeInTransaction('record');
    const row = this.row({ type, aggregateId, data, occurredAt });
    const before = along?.params ?? [];
    const values = row.map((_, i) => `$${before.length + i + 1}`).join(', ');
    const prefix = along?.ctes.length ? `WITH ${along.ctes.join(',\n')}\n` : '';
    await this.tx.manager.query(`${prefix}INSERT INTO outbox ${OUTBOX_COLUMNS} VALUES (${values})`, [...before, ...row]);
    this.tx.afterCommit(() => this.listeners.forEach((listener) => listener()));
    return recorded(row);
  }

  /**
   * The guarded change and its event in one statement, so both or neither happen: it needs no transaction
   * of its own (inside the caller's, it joins it). Null when the guard yielded nothing and nothing was written.
   */
  async recordGuarded<K extends EventType>(type: K, aggregateId: string | number, data: EventData<K>, occurredAt: Date, change: GuardedStateChange): Promise<RecordedEvent | null> {
    const row = this.row({ type, aggregateId, data, occurredAt });
    const before = change.params;
    const values = row.map((_, i) => `$${before.length + i + 1}::${OUTBOX_CASTS[i]}`).join(', ');
    const statement = preparedSql(
      `WITH ${change.ctes.join(',\n')}\nINSERT INTO outbox ${OUTBOX_COLUMNS} SELECT ${values} WHERE EXISTS (SELECT 1 FROM ${change.guard}) RETURNING 1`,
    );
    const written = await runPrepared(this.tx.manager, statement, [...before, ...row]);
    if (!written.length) return null;
    this.tx.afterCommit(() => this.listeners.forEach((listener) => listener()));
    return recorded(row);
  }

  /** Several events in one statement, each with the row `record` would write; the relay publishes them in this order. */
  async recordAll(events: readonly PendingEvent[]): Promise<RecordedEvent[]> {
    this.mustBeInTransaction('recordAll');
    if (!events.length) return [];
    const rows = events.map((event) => this.row(event));
    const column = (i: number) => rows.map((row) => row[i]);
    // The ordinality orders the inserts, hence the ids the relay publishes by.
    await this.tx.manager.query(
      `INSERT INTO outbox ${OUTBOX_COLUMNS}
       SELECT event_id, event_type, topic, aggregate_id, payload, headers, occurred_at
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::bytea[], $6::jsonb[], $7::timestamptz[])
              WITH ORDINALITY AS e(event_id, event_type, topic, aggregate_id, payload, headers, occurred_at, n)
        ORDER BY n`,
      [0, 1, 2, 3, 4, 5, 6].map(column),
    );
    this.tx.afterCommit(() => this.listeners.forEach((listener) => listener()));
    return rows.map(recorded);
  }

  private mustBeInTransaction(method: string): void {
    if (!this.tx.inTransaction) throw new Error(`Outbox.${method} must run inside TransactionHost.run so the event commits with its state change`);
  }

  private row({ type, aggregateId, data, occurredAt = new Date(), causedBy }: PendingEventOf<EventType>): OutboxRow {
    const contract = contractFor(type);
    if (!contract) throw new Error(`No contract for event type ${type}`);
    const context = requestContext.current();
    const envelope: EventEnvelope = {
      eventId: randomUUID(),
      eventType: type,
      aggregateId: String(aggregateId),
      occurredAt: occurredAt.toISOString(),
      correlationId: causedBy?.correlationId ?? context?.correlationId ?? randomUUID(),
      causationId: causedBy?.causationId ?? context?.causationId ?? context?.requestId ?? '',
      schemaVersion: contract.schemaVersion,
      producer: this.producer,
      contentType: 'application/x-protobuf',
    };
    return [envelope.eventId, type, contract.topic, envelope.aggregateId, Buffer.from(encodeEvent(type, data)), JSON.stringify(envelopeToHeaders(envelope)), occurredAt];
  }
}
