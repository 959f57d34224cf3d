import { BeforeApplicationShutdown, DynamicModule, Global, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Topics } from '@freight/contracts';
import { APP_CONFIG, APP_LOGGER, AppConfig, AppLogger, AuditTrail, HealthRegistry, TransactionHost } from '@freight/kernel';
import { useOutboxForAudit } from './audit/audit-outbox';
import { DataSource } from 'typeorm';
import { DefaultTypes, EventSubscriptions } from './inbox/event-subscriptions';
import { Outbox } from './outbox/outbox';
import { OutboxRelay, RelayOptions } from './outbox/outbox-relay';
import { EVENT_TRANSPORT, EventTransport } from './transport/event-transport';
import { InProcessTransport } from './transport/in-process.transport';
import { KafkaTransport } from './transport/kafka.transport';
import { trackDatabase } from './metrics/messaging.metrics';

/** Inbound topics written by integrators' own tools (no event_type header) carry a single type each. */
export const INBOUND_DEFAULT_TYPES: DefaultTypes = { [Topics.carrierStatus]: 'CarrierStatusReceived' };

export function createTransport(config: AppConfig, logger: AppLogger): EventTransport {
  return config.kafkaBrokers.length
    ? new KafkaTransport({ brokers: config.kafkaBrokers, clientId: config.kafkaClientId, namespace: config.kafkaNamespace, logger })
    : new InProcessTransport();
}

/** Backoff between background attempts while the broker is away: 1 s doubling to 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

/**
 * Background attempts at something that needs the broker, until it succeeds or the process stops: the process
 * serves without the broker meanwhile (the outbox keeps what it publishes).
 */
class Retrying {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  lastError?: string;
  done = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onFailure: (error: unknown, attempt: number) => void,
  ) {}

  start(attempt = 0): void {
    if (this.stopped) return;
    this.work().then(
      () => {
        this.done = true;
        this.lastError = undefined;
      },
      (error) => {
        this.lastError = (error as Error).message;
        this.onFailure(error, attempt);
        if (this.stopped) return;
        this.timer = setTimeout(() => this.start(attempt + 1), retryDelay(attempt));
        this.timer.unref();
      },
    );
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}

/** One warning for the first failure and then one every tenth: an outage is news once, not every second. */
const warnSparingly = (logger: AppLogger, what: string, extra: Record<string, unknown>) => (error: unknown, attempt: number) => {
  if (attempt % 10 === 0)
    logger.warn({ ...extra, attempt: attempt + 1, reason: (error as Error).message }, `${what}; retrying in the background`);
};

class TransportLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly topics: Retrying;

  constructor(
    private readonly transport: EventTransport,
    private readonly health: HealthRegistry,
    private readonly logger: AppLogger,
  ) {
    // Topics exist before anyone produces: the first send to a missing topic fails on Kafka.
    this.topics = new Retrying(
      () => this.transport.ensureTopics(Object.values(Topics)),
      warnSparingly(logger, 'could not create topics yet', {}),
    );
  }

  onApplicationBootstrap(): void {
    this.health.register(`events:${this.transport.name}`, () => this.transport.health(), 'detail');
    this.topics.start();
  }

  /** Consumers stop (the batches under way finish and commit) before the databases close. */
  async beforeApplicationShutdown(): Promise<void> {
    this.topics.stop();
    await this.transport.stopConsuming?.();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}

class ServiceMessagingLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly consuming: Retrying;
  private untrack?: () => void;

  constructor(
    private readonly service: string,
    private readonly relay: OutboxRelay,
    private readonly subscriptions: EventSubscriptions,
    private readonly transport: EventTransport,
    private readonly health: HealthRegistry,
    private readonly dataSource: DataSource,
    logger: AppLogger,
  ) {
    this.consuming = new Retrying(
      () => this.subscriptions.start(),
      warnSparingly(logger, 'could not join the consumer group yet', { service, group: subscriptions.group }),
    );
  }

  /** Not awaited: joining a group can take a broker's session timeout, or forever without a broker; HTTP opens first. */
  onApplicationBootstrap(): void {
    this.relay.start();
    this.untrack = trackDatabase(this.service, this.dataSource);
    if (!this.subscriptions.consumes) return;
    this.health.register(`consumers:${this.subscriptions.group}`, async () => this.consumerHealth(), 'detail');
    this.consuming.start();
  }

  /** The relay finishes its batch and hands leadership over; the transport's consumers stop beside this. */
  async beforeApplicationShutdown(): Promise<void> {
    this.consuming.stop();
    await this.relay.stop();
    this.untrack?.();
  }

  private consumerHealth(): void {
    if (!this.consuming.done) throw new Error(`not subscribed${this.consuming.lastError ? `: ${this.consuming.lastError}` : ' yet'}`);
    const state = this.transport.consumerStates?.().find((s) => s.group === this.subscriptions.group);
    if (state && state.state !== 'joined') throw new Error(`${state.state}${state.detail ? `: ${state.detail}` : ''}`);
  }
}

export interface ServiceMessagingOptions {
  service: string;
  /** The service's DatabaseModule.forService(...) module, so outbox and inbox share its transactions. */
  database: DynamicModule;
  relay?: RelayOptions;
  defaultTypes?: DefaultTypes;
}

/** One transport per process (forRoot); an outbox, relay and inbox per service (forService). */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(transport?: EventTransport): DynamicModule {
    return {
      module: MessagingModule,
      global: true,
      providers: [
        {
          provide: EVENT_TRANSPORT,
          inject: [APP_CONFIG, APP_LOGGER],
          useFactory: (config: AppConfig, logger: AppLogger) => transport ?? createTransport(config, logger),
        },
        {
          provide: TransportLifecycle,
          inject: [EVENT_TRANSPORT, HealthRegistry, APP_LOGGER],
          useFactory: (t: EventTransport, h: HealthRegistry, l: AppLogger) => new TransportLifecycle(t, h, l),
        },
      ],
      exports: [EVENT_TRANSPORT],
    };
  }

  static forService(options: ServiceMessagingOptions): DynamicModule {
    return {
      module: ServiceMessagingModule,
      imports: [options.database],
      providers: [
        {
          provide: Outbox,
          inject: [TransactionHost, AuditTrail],
          useFactory: (tx: TransactionHost, trail: AuditTrail) => {
            const outbox = new Outbox(tx, options.service);
            useOutboxForAudit(trail, outbox);
            return outbox;
          },
        },
        {
          provide: OutboxRelay,
          inject: [DataSource, EVENT_TRANSPORT, APP_LOGGER, Outbox],
          useFactory: (ds: DataSource, transport: EventTransport, logger: AppLogger, outbox: Outbox) => {
            const relay = new OutboxRelay(ds, transport, logger, options.service, options.relay);
            outbox.onRecorded(() => relay.nudge());
            return relay;
          },
        },
        {
          provide: EventSubscriptions,
          inject: [TransactionHost, EVENT_TRANSPORT, APP_LOGGER],
          useFactory: (tx: TransactionHost, transport: EventTransport, logger: AppLogger) =>
            new EventSubscriptions(options.service, tx, transport, logger, { ...INBOUND_DEFAULT_TYPES, ...options.defaultTypes }),
        },
        {
          provide: ServiceMessagingLifecycle,
          inject: [OutboxRelay, EventSubscriptions, EVENT_TRANSPORT, HealthRegistry, DataSource, APP_LOGGER],
          useFactory: (
            relay: OutboxRelay,
            subs: EventSubscriptions,
            transport: EventTransport,
            health: HealthRegistry,
            ds: DataSource,
            logger: AppLogger,
          ) => new ServiceMessagingLifecycle(options.service, relay, subs, transport, health, ds, logger),
        },
      ],
      exports: [Outbox, OutboxRelay, EventSubscriptions],
    };
  }
}

/** Separate class so each service's forService module is its own module instance. */
@Module({})
export class ServiceMessagingModule {}
