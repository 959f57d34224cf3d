import { randomUUID } from 'node:crypto';
import { contractFor, encodeEvent, EventData, EventType } from '@freight/contracts';
import { batchParam, preparedSql, requestContext, runPrepared, TransactionHost } from '@freight/kernel';
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
 * The state changes of several writes in one statement, each applying only under a condition checked in that
 * statement (e.g. its rows locked only if still as its caller read them): `guard` names one of its CTEs,
 * whose column `n` yields the numbers (from 1) of the writes that apply. A write's CTEs and its event take
 * effect only when the guard yields its number; the caller's CTEs must apply nothing for the others.
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

type OutboxRow = [eventId: string, type: EventType, topic: string, aggregateId: string, payload: Buffer, headers: string, occurredAt: Date];

/** An event's outbox row, built by Outbox.prepare for a later write. */
export type PreparedEvent = Readonly<OutboxRow>;

/** Rows as the one parameter of outboxRows (see batchParam). */
const rowsParam = (rows: readonly PreparedEvent[]) =>
  batchParam(
    rows.map(([event_id, event_type, topic, aggregate_id, payload, headers, occurredAt], i) => ({
      n: i + 1,
      event_id,
      event_type,
      topic,
      aggregate_id,
      payload: payload.toString('base64'),
      headers,
      occurred_at: occurredAt.toISOString(),
    })),
  );
/** The rows of rowsParam as parameter `param`, in the outbox's columns, `n` numbering them from 1. */
const outboxRows = (param: number) =>
  `(SELECT e.n, e.event_id, e.event_type, e.topic, e.aggregate_id, decode(e.payload, 'base64') AS payload, e.headers::jsonb AS headers, e.occurred_at
      FROM json_to_recordset($${param}::json)
        AS e(n integer, event_id uuid, event_type text, topic text, aggregate_id text, payload text, headers text, occurred_at timestamptz)) e`;

const WRITE_NOW = preparedSql(
  `INSERT INTO outbox ${OUTBOX_COLUMNS}
   SELECT event_id, event_type, topic, aggregate_id, payload, headers, occurred_at FROM ${outboxRows(1)} ORDER BY n`,
);

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
  async record<K extends EventType>(
    type: K,
    aggregateId: string | number,
    data: EventData<K>,
    occurredAt = new Date(),
    along?: StateChange,
  ): Promise<RecordedEvent> {
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
   * The event's row, built now: it carries the current request's correlation and causation, so a write
   * made later for many requests at once (recordGuardedEach) still names each event's own.
   */
  prepare(event: PendingEvent): PreparedEvent {
    return this.row(event);
  }

  /**
   * The guarded changes of several writes and their events (events[i] the (i+1)th write's) in one statement,
   * so each write happens with its event or neither does. It runs on its own, outside any transaction, and
   * commits at once. Answers, per event, whether it was written.
   */
  async recordGuardedEach(events: readonly PreparedEvent[], change: GuardedStateChange): Promise<boolean[]> {
    const statement = preparedSql(
      `WITH ${change.ctes.join(',\n')}
       INSERT INTO outbox ${OUTBOX_COLUMNS}
       SELECT event_id, event_type, topic, aggregate_id, payload, headers, occurred_at
         FROM ${outboxRows(change.params.length + 1)}
        WHERE n IN (SELECT n FROM ${change.guard})
        ORDER BY n
       RETURNING event_id`,
    );
    const written = await runPrepared<{ event_id: string }>(this.tx.dataSource, statement, [...change.params, rowsParam(events)]);
    if (written.length) this.listeners.forEach((listener) => listener());
    const ids = new Set(written.map((row) => row.event_id));
    return events.map(([eventId]) => ids.has(eventId));
  }

  /**
   * Prepared events in one statement of their own, never in the caller's transaction: it commits at once, all or
   * none. For events that record no state change (audit entries), where a transaction of their own would cost two
   * more round trips.
   */
  async writeNow(events: readonly PreparedEvent[]): Promise<void> {
    if (!events.length) return;
    await runPrepared(this.tx.dataSource, WRITE_NOW, [rowsParam(events)]);
    this.listeners.forEach((listener) => listener());
  }

  /** Several events in one statement, each with the row `record` would write; the relay publishes them in this order. */
  async recordAll(events: readonly PendingEvent[]): Promise<RecordedEvent[]> {
    this.mustBeInTransaction('recordAll');
    if (!events.length) return [];
    const rows = events.map((event) => this.row(event));
    // The ordinality orders the inserts, hence the ids the relay publishes by.
    await this.tx.manager.query(
      `INSERT INTO outbox ${OUTBOX_COLUMNS}
       SELECT event_id, event_type, topic, aggregate_id, payload, headers, occurred_at FROM ${outboxRows(1)} ORDER BY n`,
      [rowsParam(rows)],
    );
    this.tx.afterCommit(() => this.listeners.forEach((listener) => listener()));
    return rows.map(recorded);
  }

  private mustBeInTransaction(method: string): void {
    if (!this.tx.inTransaction)
      throw new Error(`Outbox.${method} must run inside TransactionHost.run so the event commits with its state change`);
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
    return [
      envelope.eventId,
      type,
      contract.topic,
      envelope.aggregateId,
      Buffer.from(encodeEvent(type, data)),
      JSON.stringify(envelopeToHeaders(envelope)),
      occurredAt,
    ];
  }
}
