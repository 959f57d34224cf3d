import { AppConfig } from '@freight/kernel';
import { EventTransport } from '@freight/messaging';
import { RunningService } from '@freight/runtime';
import { createTestDatabase, TestDatabase, testConfig } from '@freight/testing';
import { Client } from 'pg';
import request from 'supertest';
import { startEmbedded } from '../src/all-in-one';

export interface TestPortal {
  running: RunningService;
  config: AppConfig;
  database: TestDatabase;
  http: ReturnType<typeof request>;
  /** A connection to the portal's database, for checking what the API wrote (schema-qualified names). */
  db: Client;
  close(): Promise<void>;
}

/** The embedded portal on a fresh database and a random port: what `npm start` runs, minus the embedded PostgreSQL. */
export async function startTestPortal(env: Record<string, string> = {}, transport?: EventTransport): Promise<TestPortal> {
  const database = await createTestDatabase();
  const config = testConfig({ DATABASE_URL: database.url, ...env });
  const running = await startEmbedded({ config, transport });
  const db = new Client({ connectionString: database.url });
  await db.connect();
  return {
    running,
    config,
    database,
    http: request(running.url!),
    db,
    close: async () => {
      await db.end();
      await running.close();
      await database.drop();
    },
  };
}

export async function signIn(portal: TestPortal, username: string, password: string) {
  const response = await portal.http.post('/api/auth/signin').send({ username, password }).expect(200);
  return response.body as { id: number; userId: number; customerId: number; accessToken: string; refreshToken: string };
}
