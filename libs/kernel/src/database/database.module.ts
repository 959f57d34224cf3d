import { DynamicModule, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource, EntitySchema, MixedList } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { HealthRegistry } from '../health/health.registry';
import { TransactionHost } from './transaction-host';

// TypeORM's own option types take any class.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityList = MixedList<string | Function | EntitySchema<unknown>>;

export interface ServiceDatabaseOptions {
  /** The service's own schema; a service never reads another's. */
  schema: string;
  entities: EntityList;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  poolSize?: number;
}

export function createServiceDataSource(config: AppConfig, options: ServiceDatabaseOptions): DataSource {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`Bad schema name ${options.schema}`);
  return new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    applicationName: `frakt-${options.schema}`,
    extra: {
      max: options.poolSize ?? config.dbPoolSize,
      connectionTimeoutMillis: config.dbTimeouts.acquireMs,
      // Unqualified names in migrations and raw SQL resolve to the service's own schema; the timeouts bound
      // what one session can hold, so a bug degrades into errors rather than a pool that never frees.
      options: [
        `-c search_path=${options.schema},public`,
        '-c timezone=UTC',
        `-c statement_timeout=${config.dbTimeouts.statementMs}`,
        `-c idle_in_transaction_session_timeout=${config.dbTimeouts.idleInTransactionMs}`,
      ].join(' '),
    },
  });
}

/** Creates the schema and applies pending migrations; TypeORM's synchronize is never used. */
export async function migrateServiceDatabase(dataSource: DataSource, schema: string): Promise<void> {
  if (!dataSource.isInitialized) await dataSource.initialize();
  // Several processes may start at once against an empty database: serialize schema creation.
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`frakt-migrate-${schema}`]);
    await manager.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  });
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`frakt-migrate-${schema}`]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`frakt-migrate-${schema}`]).catch(() => undefined);
    await runner.release();
  }
}

class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  /**
   * Started when Nest creates the provider, which it does for every module at once, and awaited in onModuleInit,
   * which it calls one module at a time: the embedded portal's seven schemas migrate side by side (a fresh
   * database: 1.2 s one after another). Settled here so a failure surfaces in onModuleInit, not as an unhandled rejection.
   */
  private readonly migrated: Promise<{ ms: number } | { error: unknown }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly health: HealthRegistry,
  ) {
    const started = Date.now();
    this.migrated = migrateServiceDatabase(dataSource, schema).then(
      () => ({ ms: Date.now() - started }),
      (error: unknown) => ({ error }),
    );
  }

  async onModuleInit(): Promise<void> {
    const outcome = await this.migrated;
    if ('error' in outcome) throw outcome.error;
    this.health.register(`db:${this.schema}`, async () => {
      await this.dataSource.query('SELECT 1');
    });
    this.logger.log(`schema ${this.schema} migrated in ${outcome.ms} ms`);
  }

  async onApplicationShutdown(): Promise<void> {
    // A start that failed elsewhere may close while the migration still runs: let it end before the pool does.
    await this.migrated;
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

const LIFECYCLE = Symbol('DatabaseLifecycle');

/**
 * One DataSource per service, scoped to the importing module, so the services of the embedded
 * process each keep their own pool, schema and transactions.
 */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DataSource, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createServiceDataSource(config, options) },
        { provide: TransactionHost, inject: [DataSource], useFactory: (ds: DataSource) => new TransactionHost(ds) },
        {
          provide: LIFECYCLE,
          inject: [DataSource, HealthRegistry],
          useFactory: (ds: DataSource, health: HealthRegistry) => new DatabaseLifecycle(ds, options.schema, health),
        },
      ],
      exports: [DataSource, TransactionHost],
    };
  }
}
