import { contractFor, decodeEvent, decodeEventJson, EventPayload, EventType, isEventType } from '@freight/contracts';
import { AppLogger, requestContext, TransactionHost } from '@freight/kernel';
import { EventEnvelope, envelopeFromHeaders } from '../envelope';
import { EventTransport, TransportMessage } from '../transport/event-transport';

export interface InboundEvent<K extends EventType = EventType> {
  envelope: EventEnvelope;
  data: EventPayload<K>;
}

export type InboundHandler<K extends EventType = EventType> = (event: InboundEvent<K>) => Promise<void>;

interface Registration {
  consumer: string;
  handle: InboundHandler;
  dedupeKey?: (data: EventPayload<EventType>) => string | undefined;
}

export interface SubscriptionOptions<K extends EventType> {
  /**
   * The inbox key, when the payload names its own identity (a carrier's code and report id): records
   * produced by hand carry no event-id header, and a resend must be recognised whoever produced it.
   * Undefined falls back to the envelope's event id.
   */
  dedupeKey?: (data: EventPayload<K>) => string | undefined;
}

/** Where a topic has one event type, records without an event-type header (integrators' kcat) mean that type. */
export type DefaultTypes = Partial<Record<string, EventType>>;

/**
 * The consuming side of one service: each handler runs in a transaction that first records the
 * event id in the inbox, so a redelivered event changes nothing the second time.
 */
export class EventSubscriptions {
  private readonly handlers = new Map<EventType, Registration[]>();
  private started = false;

  constructor(
    private readonly service: string,
    private readonly tx: TransactionHost,
    private readonly transport: EventTransport,
    private readonly logger: AppLogger,
    private readonly defaultTypes: DefaultTypes = {},
  ) {}

  /** `consumer` names the reaction (e.g. RecordLastSeenWhenUserSignedIn); inbox rows are per consumer. */
  on<K extends EventType>(type: K, consumer: string, handle: InboundHandler<K>, options: SubscriptionOptions<K> = {}): void {
    if (this.started) throw new Error('Subscribe before the application has started');
    const list = this.handlers.get(type) ?? [];
    list.push({ consumer, handle: handle as unknown as InboundHandler, dedupeKey: options.dedupeKey as Registration['dedupeKey'] });
    this.handlers.set(type, list);
  }

  async start(): Promise<void> {
    this.started = true;
    const topics = [...new Set([...this.handlers.keys()].map((type) => contractFor(type).topic))];
    if (!topics.length) return;
    await this.transport.subscribe(`frakt-${this.service}`, topics, (message) => this.dispatch(message));
  }

  /** Decodes one transport message and runs every handler of its type, each at most once. */
  async dispatch(message: TransportMessage): Promise<void> {
    const partial = envelopeFromHeaders(message.headers);
    const type = partial.eventType ?? this.defaultTypes[message.topic];
    if (!type || !isEventType(type)) {
      this.logger.warn({ topic: message.topic, type }, 'skipping a record of unknown event type');
      return;
    }
    const registrations = this.handlers.get(type);
    if (!registrations?.length) return;

    let data: EventPayload<EventType>;
    try {
      data = partial.contentType === 'application/x-protobuf' ? decodeEvent(type, message.value) : decodeEventJson(type, message.value);
    } catch (error) {
      // A record that can never decode would block its partition forever; keep it in the log, move on.
      this.logger.error({ err: error, topic: message.topic, key: message.key, type }, 'skipping an undecodable record');
      return;
    }
    const eventId = partial.eventId ?? this.fallbackId(message, data);
    const envelope: EventEnvelope = {
      eventId,
      eventType: type,
      aggregateId: partial.aggregateId ?? message.key,
      occurredAt: partial.occurredAt ?? new Date().toISOString(),
      correlationId: partial.correlationId || eventId,
      causationId: partial.causationId ?? '',
      schemaVersion: partial.schemaVersion ?? contractFor(type).schemaVersion,
      producer: partial.producer ?? 'external',
      contentType: partial.contentType ?? 'application/json',
    };

    const context = requestContext.fresh({ correlationId: envelope.correlationId, causationId: envelope.eventId });
    await requestContext.run(context, async () => {
      for (const registration of registrations) {
        await this.tx.run(async (manager) => {
          const inserted: unknown[] = await manager.query(
            'INSERT INTO inbox (consumer, event_id, event_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id',
            [registration.consumer, registration.dedupeKey?.(data) || envelope.eventId, type],
          );
          if (!inserted.length) return;
          await registration.handle({ envelope, data });
        });
      }
    });
  }

  /** Records from outside the platform may lack an event id; a field of their own may name it. */
  private fallbackId(message: TransportMessage, data: EventPayload<EventType>): string {
    const own = (data as { eventId?: unknown }).eventId;
    if (typeof own === 'string' && own) return own;
    return `${message.topic}:${message.key}:${message.value.toString('base64').slice(0, 64)}`;
  }
}
