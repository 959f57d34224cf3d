import { AppConfig } from '@freight/kernel';
import { EventTransport } from '@freight/messaging';
import { RunningService } from '@freight/runtime';
import {
  ADMIN,
  ANNA,
  BERTIL,
  createTestDatabase,
  DEMO_CUSTOMERS,
  type DemoAccount,
  eventually,
  TestDatabase,
  testConfig,
} from '@freight/testing';
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

// The one set of test accounts lives in libs/testing; re-exported for the suites that import it from here.
export { DEMO_CUSTOMERS, type DemoAccount };

/**
 * Access tokens of every seeded account (the demo through its own sign-in), once shipping and content have
 * each one's profile: the profiles arrive as CustomerProfileChanged events from the customers service's seed,
 * and shipping answers 503 for a customer it has not heard of yet.
 */
export async function signInDemoAccounts(portal: TestPortal): Promise<Record<DemoAccount, string>> {
  const tokens: Record<DemoAccount, string> = {
    admin: (await signIn(portal, ADMIN.username, ADMIN.password)).accessToken,
    anna: (await signIn(portal, ANNA.username, ANNA.password)).accessToken,
    bertil: (await signIn(portal, BERTIL.username, BERTIL.password)).accessToken,
    demo: (await portal.http.post('/api/auth/demo').expect(200)).body.accessToken,
  };
  const ids = Object.values(DEMO_CUSTOMERS);
  await eventually(async () => {
    // Content's copy too: it queues no mail for a customer it has not heard of.
    for (const table of ['shipping.customer_profiles', 'content.known_customers']) {
      const { rows } = await portal.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE customer_id = ANY($1)`, [ids]);
      if (rows[0].n !== ids.length) throw new Error(`${rows[0].n} of ${ids.length} demo profiles in ${table}`);
    }
  });
  return tokens;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * A call to /api with a bearer token and a language; a body is sent as JSON text (so the server's own
 * parser reads exactly these bytes).
 */
export function apiCall(portal: TestPortal, token: string, method: HttpMethod, path: string, body?: unknown, language = 'sv') {
  const req = portal.http[method](`/api${path}`).set('Accept-Language', language).auth(token, { type: 'bearer' });
  return body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
}

/**
 * The portal of a describe block with every demo account signed in: started before its tests, closed after
 * them. Its fields are set once beforeAll ran, so read them inside tests (fx.portal, fx.db, fx.tokens).
 */
export function useDemoPortal() {
  const fx = {} as { portal: TestPortal; db: Client; tokens: Record<DemoAccount, string> };
  beforeAll(async () => {
    fx.portal = await startTestPortal();
    fx.db = fx.portal.db;
    fx.tokens = await signInDemoAccounts(fx.portal);
  });
  afterAll(async () => {
    await fx.portal?.close();
  });
  /** A call to /api as one of the demo accounts. */
  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(fx.portal, fx.tokens[who], method, path, body, language);
  return Object.assign(fx, { call });
}

/** A part of a consignment named after its city ("Göteborg AB"); `extra` adds fields such as communication. */
export const party = (role: string, postcode: string, city: string, countrycode = 'SE', extra: object = {}) => ({
  role,
  address: { name: `${city} AB`, postcode, city, countrycode },
  ...extra,
});

/** A parcel from Stockholm to Göteborg that prices and books: for tests whose subject is not the consignment. */
export const PLAIN_CONSIGNMENT = {
  templateName: 'PN_PARCEL',
  part: [
    { role: 'consignor', address: { name: 'Stockholm AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
    { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
  ],
  goodsItem: [{ noOfPackages: 1, weight: 2, length: 30, width: 20, height: 10, packageType: 'parcel' }],
};
