import { ApiKeys } from '@freight/kernel';
import { eventually, inParallel } from '@freight/testing';
import {
  apiCall,
  DEMO_CUSTOMERS,
  DemoAccount,
  HttpMethod,
  PLAIN_CONSIGNMENT,
  signInDemoAccounts,
  startTestPortal,
  TestPortal,
} from './portal';
import { portalRoutes, PortalRoute } from './routes';

/** Path parameters that name a catalogue entry or a choice, not somebody's record. */
const NOT_AN_ID = new Set(['templateName', 'carrierCode', 'flag', 'key', 'format']);
/** Columns whose values identify a member's records, and the columns that say whose they are. */
const ID_COLUMNS = ['id', 'order_no', 'consignment_no', 'consignment_id', 'identifier'];
const OWNER_COLUMNS = ['customer_id', 'cust_id'];
/** Copies that other services' events keep up to date in the background: not a call's doing. */
const BACKGROUND_TABLES = new Set([
  'content.mails',
  'claims.booked_orders',
  'content.booked_consignments',
  'billing.booked_orders',
  'shipping.idempotency_keys',
  // The log of webhook delivery attempts: no route names an attempt.
  'customers.webhook_attempts',
]);
/** Kept by background work too (webhook deliveries), but their ids are a member's to name: tried, not fingerprinted. */
const NAMED_BACKGROUND_TABLES = new Set(['customers.webhook_deliveries']);
/** Thousands of calls per caller on a machine that may be busy: the jest default of two minutes is not the point here. */
const MATRIX_TIMEOUT_MS = 1_800_000;
/**
 * Calls in flight at once: thousands of them one by one spent most of CI's e2e layer waiting on round trips
 * (11 minutes in run 1 of stop 40). Each call is independent, every one is still made and judged by its answer.
 */
const CALLS_IN_FLIGHT = 6;

/**
 * Ids tried per kind of record (table and column): a route checks tenancy per kind, not per record, and the demo
 * seed gives anna hundreds of one kind (her dashboard's history), which made the demo's run the suite's slowest.
 */
const IDS_PER_KIND = 4;

/** Body shapes the bulk and keyed calls take their ids in. */
const bodiesNaming = (id: string): unknown[] => [
  [id],
  { ids: [id] },
  { orderNos: [id] },
  { id },
  { orderNo: id },
  { consignmentId: id },
  { identifier: id },
];

interface Attempt {
  route: string;
  caller: Caller;
  status: number;
}

/** A signed-in account, or a member's API key (read and book) calling in its place. */
type Caller = DemoAccount | 'anna-key';

/**
 * Tenancy from the routes' own metadata, so a new route is covered without anyone adding it: every route with
 * an id or a customer id in its path, every verb, anna on bertil's records and the demo on both → 4xx and
 * nothing of theirs changed; every writing call with their ids in its body → no 5xx, nothing changed.
 */
describe('Embedded portal: the tenancy matrix', () => {
  let portal: TestPortal;
  let tokens: Record<Caller, string>;
  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown) => apiCall(portal, tokens[who], method, path, body);

  beforeAll(async () => {
    portal = await startTestPortal();
    tokens = { ...(await signInDemoAccounts(portal)), 'anna-key': '' };
    // Records of every kind for both members: a booked and an unbooked order, a contact, a complaint.
    for (const who of ['anna', 'bertil'] as const) {
      const booked = (
        await call(who, 'put', '/consignment/book/', {
          ...PLAIN_CONSIGNMENT,
          consignmentId: (await call(who, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0]
            .consignmentId,
        }).expect(200)
      ).body.consignments[0];
      const unbooked = (await call(who, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200)).body.consignments[0];
      await call(who, 'post', '/order/', { consignmentId: unbooked.consignmentId }).expect(200);
      await call(who, 'post', '/contact/', {
        company: `${who} kontakt AB`,
        firstName: 'Cecilia',
        lastName: 'Carlsson',
        address1: 'Storgatan 1',
        postcode: '111 22',
        city: 'Stockholm',
        email: 'c@example.se',
      }).expect(200);
      // A webhook endpoint (its deliveries come with the bookings) and an API key.
      await call(who, 'post', `/customer/webhooks/${DEMO_CUSTOMERS[who]}`, {
        url: 'http://127.0.0.1:9/frakt-hooks',
        events: ['order.booked', 'bill.issued'],
      }).expect(201);
      const key = (await call(who, 'post', `/auth/keys/${DEMO_CUSTOMERS[who]}`, { name: 'ERP', scopes: ['read', 'book'] }).expect(201)).body
        .key;
      if (who === 'anna') tokens['anna-key'] = key;
      await eventually(async () => {
        await call(who, 'post', '/complaint/', { identifier: booked.consignmentNo, description: 'Kartongen kom fram krossad.' }).expect(
          201,
        );
      });
    }
    await call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    await eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM customers.webhook_deliveries WHERE customer_id = $1',
        [DEMO_CUSTOMERS.bertil],
      );
      expect(rows[0].n).toBeGreaterThan(0);
    });
  });

  afterAll(async () => {
    await portal?.close();
  });

  /** The tables that hold members' records, with their owner and id columns. */
  async function ownedTables(named = false): Promise<{ table: string; owner: string; ids: string[] }[]> {
    const { rows } = await portal.db.query<{ table_name: string; columns: string[] }>(
      `SELECT table_schema || '.' || table_name AS table_name, array_agg(column_name::text) AS columns FROM information_schema.columns
        WHERE table_schema IN ('auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content') GROUP BY 1`,
    );
    return rows
      .filter((r) => !BACKGROUND_TABLES.has(r.table_name) && (named || !NAMED_BACKGROUND_TABLES.has(r.table_name)))
      .flatMap((r) => {
        const owner = OWNER_COLUMNS.find((c) => r.columns.includes(c));
        return owner ? [{ table: r.table_name, owner, ids: ID_COLUMNS.filter((c) => r.columns.includes(c)) }] : [];
      });
  }

  /** Every id a member's records have, and which of them name something of somebody else's too (integers repeat across kinds). */
  async function idsOf(customerId: number): Promise<{ ids: string[]; shared: Set<string> }> {
    const own = new Set<string>();
    const others = new Set<string>();
    for (const { table, owner, ids } of await ownedTables(true)) {
      for (const column of ids) {
        const { rows } = await portal.db.query<{ v: string; mine: boolean }>(
          `SELECT DISTINCT ${column}::text AS v, ${owner} = $1 AS mine FROM ${table} WHERE ${column} IS NOT NULL ORDER BY 1`,
          [customerId],
        );
        let mineOfKind = 0;
        for (const row of rows) {
          if (!row.mine) others.add(row.v);
          else if (mineOfKind++ < IDS_PER_KIND) own.add(row.v);
        }
      }
    }
    for (const table of ['content.news_articles', 'content.content_blocks', 'shipping.terms', 'shipping.service_options']) {
      const { rows } = await portal.db.query<{ v: string }>(`SELECT id::text AS v FROM ${table}`);
      for (const row of rows) others.add(row.v);
    }
    return { ids: [...own], shared: new Set([...own].filter((id) => others.has(id))) };
  }

  /** A fingerprint of every record the customers own (background copies aside). */
  async function fingerprint(customerIds: number[]): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const { table, owner } of await ownedTables()) {
      const { rows } = await portal.db.query<{ digest: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t WHERE ${owner} = ANY($1)`,
        [customerIds],
      );
      out[table] = rows[0].digest ?? '';
    }
    return out;
  }

  const routesWithIds = (): PortalRoute[] =>
    portalRoutes(portal.running.app).filter((r) => !r.isPublic && r.params.some((p) => !NOT_AN_ID.has(p)));
  const fill = (route: PortalRoute, id: string, customerId: number) =>
    route.template.replace(/:(\w+)/g, (_, name: string) =>
      NOT_AN_ID.has(name) ? 'x' : /cust/i.test(name) ? String(customerId) : encodeURIComponent(id),
    );
  const verb = (method: string) => (method === 'ALL' ? 'get' : method.toLowerCase()) as HttpMethod;

  async function tryAll(caller: Caller, victim: number): Promise<{ leaks: Attempt[]; failures: Attempt[]; tried: number }> {
    const { ids, shared } = await idsOf(victim);
    expect(ids.length).toBeGreaterThan(5);
    const leaks: Attempt[] = [];
    const failures: Attempt[] = [];
    const send = (route: PortalRoute, path: string, body: unknown) =>
      portal.http[verb(route.method)](path)
        .auth(tokens[caller], { type: 'bearer' })
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
    const tries: (() => Promise<void>)[] = [];
    for (const route of routesWithIds()) {
      const customerOnly = route.params.every((p) => /cust/i.test(p) || NOT_AN_ID.has(p));
      for (const id of customerOnly ? [String(victim)] : ids) {
        const path = fill(route, id, victim);
        tries.push(async () => {
          const res = await send(route, path, { id });
          const attempt = { route: `${route.method} ${path}`, caller, status: res.status };
          if (res.status >= 500) failures.push(attempt);
          else if (res.status < 300 && !(shared.has(id) && !customerOnly)) leaks.push(attempt);
        });
      }
    }
    for (const route of portalRoutes(portal.running.app).filter(
      (r) => !r.isPublic && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    )) {
      const path = fill(route, String(victim), victim);
      for (const id of ids.filter((v) => !shared.has(v))) {
        for (const body of bodiesNaming(id)) {
          tries.push(async () => {
            const res = await send(route, path, body);
            if (res.status >= 500) failures.push({ route: `${route.method} ${path} ${JSON.stringify(body)}`, caller, status: res.status });
          });
        }
      }
    }
    await inParallel(tries, CALLS_IN_FLIGHT);
    return { leaks, failures, tried: tries.length };
  }

  it(
    "answers anna 4xx on every route naming bertil's records or customer id, and changes none of them",
    async () => {
      const before = await fingerprint([DEMO_CUSTOMERS.bertil]);
      const { leaks, failures, tried } = await tryAll('anna', DEMO_CUSTOMERS.bertil);
      console.info(JSON.stringify({ tenancy: 'anna on bertil', requests: tried, routesWithIds: routesWithIds().length }));
      expect(tried).toBeGreaterThan(200);
      expect(failures).toEqual([]);
      expect(leaks).toEqual([]);
      expect(await fingerprint([DEMO_CUSTOMERS.bertil])).toEqual(before);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    "answers anna's API key 4xx on every route naming bertil's records or customer id, and changes none of them",
    async () => {
      // The per-key limit is not what is tested here: every call should meet the tenancy check, not a 429.
      portal.running.app.get(ApiKeys, { strict: false }).limit = Number.POSITIVE_INFINITY;
      const before = await fingerprint([DEMO_CUSTOMERS.bertil]);
      const { leaks, failures, tried } = await tryAll('anna-key', DEMO_CUSTOMERS.bertil);
      console.info(JSON.stringify({ tenancy: "anna's key on bertil", requests: tried }));
      expect(tried).toBeGreaterThan(200);
      expect(failures).toEqual([]);
      expect(leaks).toEqual([]);
      expect(await fingerprint([DEMO_CUSTOMERS.bertil])).toEqual(before);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    "answers the demo 4xx on every route naming anna's or bertil's records, and changes none of them",
    async () => {
      const before = await fingerprint([DEMO_CUSTOMERS.anna, DEMO_CUSTOMERS.bertil]);
      for (const victim of [DEMO_CUSTOMERS.anna, DEMO_CUSTOMERS.bertil]) {
        const { leaks, failures, tried } = await tryAll('demo', victim);
        console.info(JSON.stringify({ tenancy: `demo on ${victim}`, requests: tried }));
        expect(failures).toEqual([]);
        expect(leaks).toEqual([]);
      }
      expect(await fingerprint([DEMO_CUSTOMERS.anna, DEMO_CUSTOMERS.bertil])).toEqual(before);
    },
    MATRIX_TIMEOUT_MS,
  );
});
