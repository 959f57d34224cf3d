import { join, resolve } from 'node:path';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ScheduleModule } from '@nestjs/schedule';
import {
  AppConfig,
  AppLogger,
  createHttpApp,
  FastifyInstance,
  createLogger,
  HealthRegistry,
  JwtKeyStore,
  KernelModule,
  listen,
  loadConfig,
} from '@freight/kernel';
import { EventTransport, MessagingModule } from '@freight/messaging';
import { registerMetrics } from './metrics';
import { waitForPort } from './port-handover';

export interface StartServiceOptions {
  /** Process name in logs: a service name, 'gateway' or 'all-in-one'. */
  name: string;
  modules: Array<Type<unknown> | DynamicModule>;
  /** Ready-made configuration (tests, embedded); otherwise read from the environment. */
  config?: AppConfig;
  /** 'ensure' creates a key pair under DATA_DIR when JWT_KEY_DIR is unset (embedded only). */
  keys: 'load' | 'ensure';
  logger?: AppLogger;
  transport?: EventTransport;
  messaging?: boolean;
  configureFastify?: (fastify: FastifyInstance, config: AppConfig, keys: JwtKeyStore) => Promise<void> | void;
  afterCreate?: (app: NestFastifyApplication, config: AppConfig, logger: AppLogger) => Promise<void> | void;
  listen?: boolean;
  parseJson?: boolean;
  /**
   * SIGTERM and SIGINT drain the process and exit 0 (default while listening). False leaves the signals to the
   * caller, which calls `shutdown()` itself.
   */
  signals?: boolean;
  /** After a signal's drain, before the exit (the embedded whole stops its PostgreSQL here). */
  afterShutdown?: () => Promise<void>;
}

export interface RunningService {
  app: NestFastifyApplication;
  config: AppConfig;
  logger: AppLogger;
  url: string | undefined;
  close(): Promise<void>;
  /**
   * The drain: readiness fails and responses say Connection: close; after DRAIN_DELAY_MS the port closes and
   * in-flight requests finish; consumers commit and stop, the relay ends its batch; pools close. Once only.
   */
  shutdown(): Promise<void>;
}

export function resolveKeyStore(config: AppConfig, mode: 'load' | 'ensure'): JwtKeyStore {
  if (config.jwt.keyDir) return mode === 'ensure' ? JwtKeyStore.ensure(config.jwt.keyDir) : JwtKeyStore.load(config.jwt.keyDir);
  if (mode === 'ensure') return JwtKeyStore.ensure(join(resolve(config.dataDir), 'keys'));
  throw new Error('JWT_KEY_DIR is required when a service runs on its own (every service must verify with the same keys)');
}

@Module({})
class ProcessRootModule {}

/** Builds and starts one process from service modules: the same path for a lone service, the gateway and the embedded whole. */
export async function startService(options: StartServiceOptions): Promise<RunningService> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config.logLevel, options.name);
  const keys = resolveKeyStore(config, options.keys);
  const root: DynamicModule = {
    module: ProcessRootModule,
    // ScheduleModule once per process: a second forRoot (say, one per service module in the embedded whole) would run every cron job twice.
    imports: [
      KernelModule.forRoot({ config, logger, keys }),
      ScheduleModule.forRoot(),
      ...(options.messaging === false ? [] : [MessagingModule.forRoot(options.transport)]),
      ...options.modules,
    ],
  };
  let health: HealthRegistry | undefined;
  const app = await createHttpApp(root, {
    logger,
    trustProxy: config.trustProxy,
    parseJson: options.parseJson,
    configureFastify: async (fastify) => {
      // First: /metrics must answer before the gateway's catch-all console route.
      registerMetrics(fastify, logger, () => health);
      registerDrainHeaders(fastify, () => health?.draining ?? false);
      await options.configureFastify?.(fastify, config, keys);
    },
  });
  health = app.get(HealthRegistry);
  if (options.afterCreate) await options.afterCreate(app, config, logger);
  let url: string | undefined;
  if (options.listen === false) await app.init();
  else {
    // Booted whole (migrations, caches, consumers started) before it waits for a port a restart's predecessor holds.
    await app.init();
    await waitForPort(config, logger);
    url = await listen(app, config, logger);
  }
  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      logger.info({ drainDelayMs: config.shutdown.drainDelayMs }, 'draining: readiness fails, connections close after their response');
      health!.startDraining();
      if (url && config.shutdown.drainDelayMs > 0) await new Promise((done) => setTimeout(done, config.shutdown.drainDelayMs));
      // The port first: fastify stops accepting, closes idle connections and waits for in-flight requests (the
      // pools still open). Then the modules' hooks stop consumers and the relay, and the pools close.
      const closing = Date.now();
      await app.getHttpAdapter().close();
      logger.info({ ms: Date.now() - closing }, 'port closed, requests in flight answered');
      await app.close();
      logger.info({ ms: Date.now() - closing }, 'stopped');
    })());
  const forget =
    (options.signals ?? options.listen !== false) ? exitOnSignals(shutdown, config, logger, options.afterShutdown) : () => undefined;
  return {
    app,
    config,
    logger,
    url,
    close: () => {
      forget();
      return app.close();
    },
    shutdown,
  };
}

/** While draining, every response closes its connection: a keep-alive client (the gateway) moves to another replica. */
function registerDrainHeaders(fastify: FastifyInstance, draining: () => boolean): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining()) void reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Returns what removes the handlers again (a process closed by its caller). */
function exitOnSignals(shutdown: () => Promise<void>, config: AppConfig, logger: AppLogger, after?: () => Promise<void>): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    // The bound: a drain that hangs (a stuck request, an unreachable broker) must not outlive the grace period.
    setTimeout(() => {
      logger.error({ timeoutMs: config.shutdown.timeoutMs }, 'drain did not finish within SHUTDOWN_TIMEOUT_MS; exiting');
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    void shutdown()
      .then(() => after?.())
      .then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return () => {
    process.removeListener('SIGTERM', onSignal);
    process.removeListener('SIGINT', onSignal);
  };
}
