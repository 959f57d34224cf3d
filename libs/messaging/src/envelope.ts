/**
 * Envelope fields travel as Kafka headers named like the fields of proto/freight/envelope/v1, so tools
 * can route and trace without decoding payloads. content_type is ours: protobuf binary from our
 * producers, the protobuf JSON mapping from integrators.
 */
export interface EventEnvelope {
  eventId: string;
  eventType: string;
  aggregateId: string;
  occurredAt: string;
  correlationId: string;
  causationId: string;
  schemaVersion: number;
  producer: string;
  contentType: ContentType;
}

export type ContentType = 'application/x-protobuf' | 'application/json';

export const HEADER = {
  eventId: 'event_id',
  eventType: 'event_type',
  aggregateId: 'aggregate_id',
  occurredAt: 'occurred_at',
  correlationId: 'correlation_id',
  causationId: 'causation_id',
  schemaVersion: 'schema_version',
  producer: 'producer',
  contentType: 'content_type',
} as const;

export function envelopeToHeaders(envelope: EventEnvelope): Record<string, string> {
  return {
    [HEADER.eventId]: envelope.eventId,
    [HEADER.eventType]: envelope.eventType,
    [HEADER.aggregateId]: envelope.aggregateId,
    [HEADER.occurredAt]: envelope.occurredAt,
    [HEADER.correlationId]: envelope.correlationId,
    [HEADER.causationId]: envelope.causationId,
    [HEADER.schemaVersion]: String(envelope.schemaVersion),
    [HEADER.producer]: envelope.producer,
    [HEADER.contentType]: envelope.contentType,
  };
}

/** Reads what it can; missing headers are left empty so a consumer can apply its topic's defaults. */
export function envelopeFromHeaders(headers: Record<string, string | undefined>): Partial<EventEnvelope> {
  const schemaVersion = Number(headers[HEADER.schemaVersion]);
  const contentType = headers[HEADER.contentType];
  return {
    eventId: headers[HEADER.eventId],
    eventType: headers[HEADER.eventType],
    aggregateId: headers[HEADER.aggregateId],
    occurredAt: headers[HEADER.occurredAt],
    correlationId: headers[HEADER.correlationId],
    causationId: headers[HEADER.causationId],
    schemaVersion: Number.isInteger(schemaVersion) ? schemaVersion : undefined,
    producer: headers[HEADER.producer],
    contentType: contentType === 'application/x-protobuf' || contentType === 'application/json' ? contentType : undefined,
  };
}

/** What an event caused by another one carries over from it: the conversation, and the cause itself. */
export interface EventCause {
  correlationId: string;
  causationId: string;
}

/** The cause an inbound event hands to the events its handler records. */
export function causeOf(envelope: Pick<EventEnvelope, 'eventId' | 'correlationId'>): EventCause {
  return { correlationId: envelope.correlationId, causationId: envelope.eventId };
}
