import type { RunningService, StartServiceOptions } from '@freight/runtime';
import { Client } from 'pg';
import { testConfig } from './config';
import { createTestDatabase, TestDatabase } from './database';

export interface TestService {
  /** The started service (after `start`). */
  readonly running: RunningService;
  /** A connection to its database, for what the test writes and checks (schema-qualified names). */
  readonly db: Client;
  /** Its database's URL, for a second connection of the test's own. */
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One service on a fresh database with the in-process transport and no listener: what a service's integration
 * spec runs against. `start` in beforeAll (give it time: migrations), `stop` in afterAll.
 */
export function testService(options: {
  name: string;
  modules: StartServiceOptions['modules'];
  /** The database name's prefix. */
  database: string;
  env?: Record<string, string>;
}): TestService {
  let database: TestDatabase | undefined;
  let running: RunningService | undefined;
  let db: Client | undefined;
  return {
    get running() {
      if (!running) throw new Error(`${options.name} is not started`);
      return running;
    },
    get db() {
      if (!db) throw new Error(`${options.name} is not started`);
      return db;
    },
    get url() {
      if (!database) throw new Error(`${options.name} is not started`);
      return database.url;
    },
    async start() {
      // Required here: the unit suites that import this package for its small helpers need not load a whole service.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { startService } = require('@freight/runtime') as typeof import('@freight/runtime');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { InProcessTransport } = require('@freight/messaging') as typeof import('@freight/messaging');
      database = await createTestDatabase(options.database);
      running = await startService({
        name: options.name,
        modules: options.modules,
        config: testConfig({ DATABASE_URL: database.url, ...options.env }),
        keys: 'load',
        transport: new InProcessTransport(),
        listen: false,
      });
      db = new Client({ connectionString: database.url });
      await db.connect();
    },
    async stop() {
      await db?.end();
      await running?.close();
      await database?.drop();
    },
  };
}
