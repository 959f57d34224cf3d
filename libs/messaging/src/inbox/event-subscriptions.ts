import { contractFor, decodeEvent, decodeEventJson, EventPayload, EventType, isEventType } from '@freight/contracts';
import { AppLogger, DomainError, isDataException, requestContext, TransactionHost } from '@freight/kernel';
import { causeOf, EventEnvelope, envelopeFromHeaders } from '../envelope';
import { messagingMetrics } from '../metrics/messaging.metrics';
import { EventTransport, TransportMessage } from '../transport/event-transport';

export interface InboundEvent<K extends EventType = EventType> {
  envelope: EventEnvelope;
  data: EventPayload<K>;
}

export type InboundHandler<K extends EventType = EventType> = (event: InboundEvent<K>) => Promise<void>;

/** Events the inbox had not seen, in the order they were delivered; one event when they come one by one. */
export type InboundChunkHandler<K extends EventType = EventType> = (events: InboundEvent<K>[]) => Promise<void>;

interface Registration {
  consumer: string;
  handle: InboundHandler;
  handleChunk?: InboundChunkHandler;
  dedupeKey?: (data: EventPayload<EventType>) => string | undefined;
  wanted?: (events: InboundEvent[]) => Promise<boolean[]>;
}

export interface SubscriptionOptions<K extends EventType> {
  /**
   * The inbox key, when the payload names its own identity (a carrier's code and report id): records
   * produced by hand carry no event-id header, and a resend must be recognised whoever produced it.
   * Undefined falls back to the envelope's event id.
   */
  dedupeKey?: (data: EventPayload<K>) => string | undefined;
  /**
   * A cheap read before the transaction, answering for several events at once (one query for a chunk, not
   * one per event): false, at an event's index, says it asks nothing of this consumer, which then takes it
   * with neither a transaction nor an inbox row. Called once per chunk with this consumer's events of it, in
   * order (repeats included), in a context of its own; with one event, in that event's context, when records
   * come one by one. Only for a handler that would change nothing when the check says false, and for which
   * running the check again on a redelivery is harmless (without the inbox row, a redelivery is checked afresh).
   */
  wanted?: (events: InboundEvent<K>[]) => Promise<boolean[]>;
}

/** Where a topic has one event type, records without an event-type header (integrators' kcat) mean that type. */
export type DefaultTypes = Partial<Record<string, EventType>>;

/** One consumer's inbox row, as a set member. */
const inboxRow = (consumer: string, eventId: string) => `${consumer}\u0000${eventId}`;

/** A decoded record that some registration wants. */
interface Decoded {
  type: EventType;
  registrations: Registration[];
  event: InboundEvent;
}

interface Delivery {
  registration: Registration;
  decoded: Decoded;
  inboxKey: string;
}

/**
 * The consuming side of one service: each handler runs in a transaction that first records the
 * event id in the inbox, so a redelivered event changes nothing the second time. A consumer may say up
 * front that events need nothing from it (`wanted`, one read for a whole chunk); such events cost that read
 * and no transaction.
 *
 * A chunk of records (from a Kafka fetch, or a relay batch in-process) is applied in one transaction for all
 * the service's consumers of it: one inbox insert for the whole chunk (every consumer's rows), then, consumer
 * after consumer, the handler for each event the inbox had not seen for it, in order (a chunk handler, `onChunk`,
 * once for all of them). One fsync per chunk instead of per record (or per consumer) is what lets a service keep
 * up with a busy topic; one set-based handler call instead of one per record is what lets its statements keep up too.
 * When a chunk's transaction fails, its records are applied again one by one, each consumer in a transaction of
 * its own, exactly as a single record is, so only the record at fault is held back: a handler that throws for a
 * record makes the transport redeliver that record (the records before it are committed and acknowledged, the
 * ones after it are redelivered with it). A handler failure is taken to be transient (database down, deadlock);
 * records that can never apply are skipped where they are found: undecodable or of unknown type here, invalid
 * content in the handler (which then costs only its own consumer's effect of that record).
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
    this.register(type, {
      consumer,
      handle: handle as unknown as InboundHandler,
      dedupeKey: options.dedupeKey as Registration['dedupeKey'],
      wanted: options.wanted as Registration['wanted'],
    });
  }

  /**
   * Like `on`, for a handler that applies many events at once (set-based SQL): within a chunk's transaction it
   * is called once with every new event of a run of this consumer's records, after the chunk's inbox insert.
   * Delivered one by one (a failed chunk applied again record by record) it is called with one
   * event, in that event's context. Called with several, it runs in a context of its own: what it records
   * names each event's cause (`causeOf(event.envelope)`, Outbox.recordAll's causedBy).
   */
  onChunk<K extends EventType>(type: K, consumer: string, handleChunk: InboundChunkHandler<K>, options: SubscriptionOptions<K> = {}): void {
    const chunk = handleChunk as unknown as InboundChunkHandler;
    this.register(type, {
      consumer,
      handle: (event) => chunk([event]),
      handleChunk: chunk,
      dedupeKey: options.dedupeKey as Registration['dedupeKey'],
      wanted: options.wanted as Registration['wanted'],
    });
  }

  private register(type: EventType, registration: Registration): void {
    if (this.started) throw new Error('Subscribe before the application has started');
    const list = this.handlers.get(type) ?? [];
    list.push(registration);
    this.handlers.set(type, list);
  }

  /** The consumer group of this service's replicas. */
  get group(): string {
    return `frakt-${this.service}`;
  }

  /** Whether any handler is registered, i.e. whether start joins a group. */
  get consumes(): boolean {
    return this.handlers.size > 0;
  }

  /** Joins the group; rejects when the transport cannot (the caller retries: calling start again is fine). */
  async start(): Promise<void> {
    this.started = true;
    const topics = [...new Set([...this.handlers.keys()].map((type) => contractFor(type).topic))];
    if (!topics.length) return;
    await this.transport.subscribe(this.group, topics, (message) => this.dispatch(message), {
      chunk: (messages, handled) => this.dispatchChunk(messages, handled),
    });
  }

  /** Decodes one transport message and runs every handler of its type, each at most once. */
  async dispatch(message: TransportMessage): Promise<void> {
    const decoded = this.decode(message);
    if (decoded) await this.applyOne(decoded);
  }

  /**
   * Consecutive records of one partition: one transaction for all of them and all of this service's consumers,
   * falling back to one record at a time (each consumer on its own) when that fails. `handled(n)`: the first n records are applied (or skipped) for good.
   */
  async dispatchChunk(messages: TransportMessage[], handled: (count: number) => void = () => undefined): Promise<void> {
    const decoded = messages.map((message) => this.decode(message));
    const byConsumer = new Map<string, Delivery[]>();
    for (const one of decoded) {
      if (!one) continue;
      for (const registration of one.registrations) {
        const list = byConsumer.get(registration.consumer) ?? [];
        list.push({ registration, decoded: one, inboxKey: this.inboxKey(registration, one) });
        byConsumer.set(registration.consumer, list);
      }
    }
    try {
      await this.applyChunk([...byConsumer.values()].flat());
    } catch (error) {
      // Nothing of the chunk committed; one by one, each consumer's effect of a record commits on its own.
      this.logger.warn(
        { err: error, service: this.service, records: messages.length },
        'a chunk of events failed to apply; applying its records one by one',
      );
      for (const [index, one] of decoded.entries()) {
        if (one) await this.applyOne(one);
        handled(index + 1);
      }
      return;
    }
    handled(messages.length);
  }

  /** `all`: the chunk's deliveries, each consumer's together and in record order. */
  private async applyChunk(all: Delivery[]): Promise<void> {
    const deliveries = await this.wantedOf(all);
    if (!deliveries.length) return;
    const applied: Delivery[] = [];
    await this.tx.run(async (manager) => {
      const inserted: { consumer: string; event_id: string }[] = await manager.query(
        `INSERT INTO inbox (consumer, event_id, event_type)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
         ON CONFLICT DO NOTHING RETURNING consumer, event_id`,
        [deliveries.map((d) => d.registration.consumer), deliveries.map((d) => d.inboxKey), deliveries.map((d) => d.decoded.type)],
      );
      const fresh = new Set(inserted.map((row) => inboxRow(row.consumer, row.event_id)));
      // Consecutive new events of one chunk handler go to it together; anything else between them keeps its place.
      const runs: Delivery[][] = [];
      for (const delivery of deliveries) {
        // delete: a key repeated inside the chunk is new only the first time.
        if (!fresh.delete(inboxRow(delivery.registration.consumer, delivery.inboxKey))) {
          messagingMetrics.inboxDuplicates.inc({ consumer: delivery.registration.consumer });
          continue;
        }
        applied.push(delivery);
        const last = runs[runs.length - 1];
        if (delivery.registration.handleChunk && last?.[0].registration === delivery.registration) last.push(delivery);
        else runs.push([delivery]);
      }
      // The handlers' own TransactionHost.run calls join this transaction.
      for (const run of runs) {
        const [{ registration, decoded }] = run;
        if (run.length === 1) await this.inEventContext(decoded, () => registration.handle(decoded.event));
        else await requestContext.run(requestContext.fresh(), () => registration.handleChunk!(run.map((d) => d.decoded.event)));
      }
    });
    // Counted once committed: a chunk rolled back and applied again record by record counts there instead.
    for (const { registration, decoded } of applied)
      messagingMetrics.eventsApplied.inc({ consumer: registration.consumer, event_type: decoded.type });
  }

  private async applyOne(decoded: Decoded): Promise<void> {
    await this.inEventContext(decoded, async () => {
      for (const registration of decoded.registrations) {
        if (registration.wanted && !(await this.ask(registration, [decoded]))[0]) continue;
        const applied = await this.applyRegistration(registration, decoded);
        if (applied) messagingMetrics.eventsApplied.inc({ consumer: registration.consumer, event_type: decoded.type });
      }
    });
  }

  /**
   * One consumer's effect of one event. Content that can never apply (the handler's own 'invalid' refusal, or a
   * value PostgreSQL refuses as a data exception) is recorded in the inbox and passed over: retried, it would
   * hold back its partition for ever.
   */
  private async applyRegistration(registration: Registration, decoded: Decoded): Promise<boolean> {
    try {
      return await this.tx.run(async (manager) => {
        const inserted: unknown[] = await manager.query(
          'INSERT INTO inbox (consumer, event_id, event_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id',
          [registration.consumer, this.inboxKey(registration, decoded), decoded.type],
        );
        if (!inserted.length) {
          messagingMetrics.inboxDuplicates.inc({ consumer: registration.consumer });
          return false;
        }
        await registration.handle(decoded.event);
        return true;
      });
    } catch (error) {
      if (!(isDataException(error) || (error instanceof DomainError && error.kind === 'invalid'))) throw error;
      const { consumer } = registration;
      // The event's id and type only: its content may carry personal data.
      this.logger.error(
        { err: error, service: this.service, consumer, eventId: decoded.event.envelope.eventId, eventType: decoded.type },
        'event content can never apply; recorded and skipped',
      );
      await this.tx.run((manager) =>
        manager.query('INSERT INTO inbox (consumer, event_id, event_type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          consumer,
          this.inboxKey(registration, decoded),
          decoded.type,
        ]),
      );
      messagingMetrics.eventsSkipped.inc({ consumer, event_type: decoded.type });
      return false;
    }
  }

  /** The deliveries their consumer wants: one `wanted` call per registration for all its events of the chunk. */
  private async wantedOf(all: Delivery[]): Promise<Delivery[]> {
    const asking = new Map<Registration, Delivery[]>();
    for (const delivery of all) {
      if (!delivery.registration.wanted) continue;
      const list = asking.get(delivery.registration) ?? [];
      list.push(delivery);
      asking.set(delivery.registration, list);
    }
    const unwanted = new Set<Delivery>();
    for (const [registration, list] of asking) {
      const answers = await this.ask(
        registration,
        list.map((d) => d.decoded),
      );
      for (const [i, delivery] of list.entries()) if (!answers[i]) unwanted.add(delivery);
    }
    return unwanted.size ? all.filter((delivery) => !unwanted.has(delivery)) : all;
  }

  /** `wanted` for these events: in the event's context for one, as a chunk handler is, in a fresh one for several. */
  private async ask(registration: Registration, decoded: Decoded[]): Promise<boolean[]> {
    const events = decoded.map((d) => d.event);
    const answers =
      decoded.length === 1
        ? await this.inEventContext(decoded[0], () => registration.wanted!(events))
        : await requestContext.run(requestContext.fresh(), () => registration.wanted!(events));
    if (answers.length !== events.length)
      throw new Error(`${registration.consumer}: wanted gave ${answers.length} answers for ${events.length} events`);
    return answers;
  }

  private inEventContext<T>({ event: { envelope } }: Decoded, work: () => Promise<T>): Promise<T> {
    return requestContext.run(requestContext.fresh(causeOf(envelope)), work);
  }

  private inboxKey(registration: Registration, { event }: Decoded): string {
    return registration.dedupeKey?.(event.data) || event.envelope.eventId;
  }

  /** The event of a record, or undefined (logged) when no handler here can take it. */
  private decode(message: TransportMessage): Decoded | undefined {
    const partial = envelopeFromHeaders(message.headers);
    const type = partial.eventType ?? this.defaultTypes[message.topic];
    if (!type || !isEventType(type)) {
      this.logger.warn({ topic: message.topic, type }, 'skipping a record of unknown event type');
      return undefined;
    }
    const registrations = this.handlers.get(type);
    if (!registrations?.length) return undefined;

    let data: EventPayload<EventType>;
    try {
      data = partial.contentType === 'application/x-protobuf' ? decodeEvent(type, message.value) : decodeEventJson(type, message.value);
    } catch (error) {
      // A record that can never decode would block its partition forever; keep it in the log, move on.
      this.logger.error({ err: error, topic: message.topic, key: message.key, type }, 'skipping an undecodable record');
      return undefined;
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
    return { type, registrations, event: { envelope, data } };
  }

  /** Records from outside the platform may lack an event id; a field of their own may name it. */
  private fallbackId(message: TransportMessage, data: EventPayload<EventType>): string {
    const own = (data as { eventId?: unknown }).eventId;
    if (typeof own === 'string' && own) return own;
    return `${message.topic}:${message.key}:${message.value.toString('base64').slice(0, 64)}`;
  }
}
