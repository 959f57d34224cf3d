import { join, resolve } from 'node:path';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ScheduleModule } from '@nestjs/schedule';
import { AppConfig, AppLogger, createHttpApp, FastifyInstance, createLogger, JwtKeyStore, KernelModule, listen, loadConfig } from '@freight/kernel';
import { EventTransport, MessagingModule } from '@freight/messaging';

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
}

export interface RunningService {
  app: NestFastifyApplication;
  config: AppConfig;
  logger: AppLogger;
  url: string | undefined;
  close(): Promise<void>;
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
    imports: [KernelModule.forRoot({ config, logger, keys }), ScheduleModule.forRoot(), ...(options.messaging === false ? [] : [MessagingModule.forRoot(options.transport)]), ...options.modules],
  };
  const app = await createHttpApp(root, {
    logger,
    trustProxy: config.trustProxy,
    parseJson: options.parseJson,
    configureFastify: options.configureFastify ? (fastify) => options.configureFastify!(fastify, config, keys) : undefined,
  });
  if (options.afterCreate) await options.afterCreate(app, config, logger);
  let url: string | undefined;
  if (options.listen === false) await app.init();
  else url = await listen(app, config, logger);
  return { app, config, logger, url, close: () => app.close() };
}
