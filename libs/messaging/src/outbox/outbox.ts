import { randomUUID } from 'node:crypto';
import { contractFor, encodeEvent, EventData, EventType } from '@freight/contracts';
import { requestContext, TransactionHost } from '@freight/kernel';
import { envelopeToHeaders, EventEnvelope } from '../envelope';

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

const OUTBOX_COLUMNS = '(event_id, event_type, topic, aggregate_id, payload, headers, occurred_at)';

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
    if (!this.tx.inTransaction) throw new Error('Outbox.record must run inside TransactionHost.run so the event commits with its state change');
    const contract = contractFor(type);
    if (!contract) throw new Error(`No contract for event type ${type}`);
    const context = requestContext.current();
    const envelope: EventEnvelope = {
      eventId: randomUUID(),
      eventType: type,
      aggregateId: String(aggregateId),
      occurredAt: occurredAt.toISOString(),
      correlationId: context?.correlationId ?? randomUUID(),
      causationId: context?.causationId ?? context?.requestId ?? '',
      schemaVersion: contract.schemaVersion,
      producer: this.producer,
      contentType: 'application/x-protobuf',
    };
    const row = [envelope.eventId, type, contract.topic, envelope.aggregateId, Buffer.from(encodeEvent(type, data)), JSON.stringify(envelopeToHeaders(envelope)), occurredAt];
    const before = along?.params ?? [];
    const values = row.map((_, i) => `$${before.length + i + 1}`).join(', ');
    const prefix = along?.ctes.length ? `WITH ${along.ctes.join(',\n')}\n` : '';
    await this.tx.manager.query(`${prefix}INSERT INTO outbox ${OUTBOX_COLUMNS} VALUES (${values})`, [...before, ...row]);
    this.tx.afterCommit(() => this.listeners.forEach((listener) => listener()));
    return { eventId: envelope.eventId, type, aggregateId: envelope.aggregateId };
  }
}
