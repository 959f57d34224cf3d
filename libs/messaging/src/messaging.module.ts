import { DynamicModule, Global, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Topics } from '@freight/contracts';
import { APP_CONFIG, APP_LOGGER, AppConfig, AppLogger, HealthRegistry, TransactionHost } from '@freight/kernel';
import { DataSource } from 'typeorm';
import { DefaultTypes, EventSubscriptions } from './inbox/event-subscriptions';
import { Outbox } from './outbox/outbox';
import { OutboxRelay, RelayOptions } from './outbox/outbox-relay';
import { EVENT_TRANSPORT, EventTransport } from './transport/event-transport';
import { InProcessTransport } from './transport/in-process.transport';
import { KafkaTransport } from './transport/kafka.transport';

/** Inbound topics written by integrators' own tools (no event_type header) carry a single type each. */
export const INBOUND_DEFAULT_TYPES: DefaultTypes = { [Topics.carrierStatus]: 'CarrierStatusReceived' };

export function createTransport(config: AppConfig, logger: AppLogger): EventTransport {
  return config.kafkaBrokers.length
    ? new KafkaTransport({ brokers: config.kafkaBrokers, clientId: config.kafkaClientId, logger })
    : new InProcessTransport();
}

class TransportLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly transport: EventTransport,
    private readonly health: HealthRegistry,
    private readonly logger: AppLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.health.register(`events:${this.transport.name}`, () => this.transport.health());
    // Topics exist before anyone produces: the first send to a missing topic fails on Kafka.
    await this.transport.ensureTopics(Object.values(Topics)).catch((error) => this.logger.warn({ err: error }, 'could not create topics yet; the relay will retry'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}

class ServiceMessagingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly subscriptions: EventSubscriptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.relay.start();
    await this.subscriptions.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
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
        { provide: Outbox, inject: [TransactionHost], useFactory: (tx: TransactionHost) => new Outbox(tx, options.service) },
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
          useFactory: (tx: TransactionHost, transport: EventTransport, logger: AppLogger) => new EventSubscriptions(options.service, tx, transport, logger, { ...INBOUND_DEFAULT_TYPES, ...options.defaultTypes }),
        },
        {
          provide: ServiceMessagingLifecycle,
          inject: [OutboxRelay, EventSubscriptions],
          useFactory: (relay: OutboxRelay, subs: EventSubscriptions) => new ServiceMessagingLifecycle(relay, subs),
        },
      ],
      exports: [Outbox, OutboxRelay, EventSubscriptions],
    };
  }
}

/** Separate class so each service's forService module is its own module instance. */
@Module({})
export class ServiceMessagingModule {}
