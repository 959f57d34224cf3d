// The portal's database as the command-line tools (audit-verify, sso-key) reach it: DATABASE_URL, else the embedded
// portal's (`npm start`): password from ${DATA_DIR:-.data}/pg-password, port EMBEDDED_PG_PORT (54329), database frakt.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

const env = (name, fallback) => (process.env[name] === undefined || process.env[name] === '' ? fallback : process.env[name]);

export function portalDatabaseUrl() {
  const configured = env('DATABASE_URL');
  if (configured) return configured;
  const dataDir = resolve(env('DATA_DIR', '.data'));
  const passwordFile = join(dataDir, 'pg-password');
  if (!existsSync(passwordFile))
    throw new Error(`no embedded database under ${dataDir} (start the portal once with \`npm start\`, or set DATABASE_URL)`);
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${env('EMBEDDED_PG_PORT', '54329')}/frakt`;
}

/**
 * A connected client named `applicationName` (pg_stat_activity shows which tool it is); the caller ends it. Rejects
 * with a message that says what to do, which each tool prints under its own name and exit code.
 */
export async function connectPortalDatabase(applicationName) {
  const client = new pg.Client({ connectionString: portalDatabaseUrl(), application_name: applicationName });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`cannot reach the database (${error.message}); is the portal running?`, { cause: error });
  }
  return client;
}
