import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server tests create their databases on: scripts/test.sh exports it (the machine's or an embedded one). */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, uniquely named database per suite, so suites run in parallel and never see each other's rows. */
export async function createTestDatabase(prefix = 'frakt_test'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(testServerUrl(), 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(testServerUrl(), name),
    drop: async () => {
      const client = new Client({ connectionString: withDatabase(testServerUrl(), 'postgres') });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
