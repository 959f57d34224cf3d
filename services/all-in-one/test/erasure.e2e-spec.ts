import { verifyAuditChain } from '@freight/auth';
import { BERTIL, eventually } from '@freight/testing';
import { Client } from 'pg';
import { DEMO_CUSTOMERS, HttpMethod, useDemoPortal } from './portal';

/** Bertil Berg, the seeded private customer (libs/reference-data demo-accounts): what must be gone after his erasure. */
const NAME = ['Bertil', 'Berg'];
const EMAIL = 'bertil.berg@example.se';
const PHONE_DIGITS = '0317654321';
/** His client address (the portal trusts X-Forwarded-For from loopback, as behind a load balancer): his audit entries hold it. */
const CLIENT_ADDRESS = '198.51.100.23';
const SCHEMAS = ['auth', 'billing', 'claims', 'contacts', 'content', 'customers', 'shipping'];
/** Bills and their lines (and the lines' search text) are kept seven years, buyer included (bokföringslagen 7 kap.). */
const KEPT_BY_LAW = /^billing\.(bills|bill_orders|bill_order_search(_\d+)?)$/;

/**
 * Every text, json and text[] column of every service's schema holding the person's name (either word, as a
 * word), e-mail, phone number (digits, however written) or client address: "schema.table.column" per hit.
 */
async function scan(db: Client): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = ANY($1) AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb') OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
      ORDER BY 1, 2, 3`,
    [SCHEMAS],
  );
  const hits: string[] = [];
  for (const { table_schema: schema, table_name: table, column_name: column } of columns) {
    const value = `"${schema}"."${table}"."${column}"::text`;
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${schema}"."${table}"
        WHERE ${value} ~* $1 OR ${value} ~* $2 OR position(lower($3) IN lower(${value})) > 0
           OR position($4 IN regexp_replace(${value}, '\\D', '', 'g')) > 0 OR position($5 IN ${value}) > 0`,
      [`\\m${NAME[0]}\\M`, `\\m${NAME[1]}\\M`, EMAIL, PHONE_DIGITS, CLIENT_ADDRESS],
    );
    if (rows[0].n) hits.push(`${schema}.${table}.${column}`);
  }
  return hits;
}

const tableOf = (hit: string) => hit.split('.').slice(0, 2).join('.');

describe('Embedded portal: erasure of a private customer (GDPR art. 17) across every service', () => {
  const fx = useDemoPortal();
  /** A call as Bertil from his own client address. */
  const bertil = (method: HttpMethod, path: string, body?: unknown) =>
    fx.call('bertil', method, path, body).set('X-Forwarded-For', CLIENT_ADDRESS);
  const auditOfBertil = async () =>
    (await fx.call('admin', 'get', `/auth/audit/${BERTIL.customerId}?range=[0,99]`).expect(200)).body as {
      action: string;
      userName: string | null;
      clientAddress: string | null;
      clientAddressErased: boolean;
    }[];

  const PERSON = {
    name: 'Bertil Berg',
    addressLine: ['Linnégatan 5'],
    postcode: '41304',
    city: 'Göteborg',
    countrycode: 'SE',
  };
  const CONSIGNMENT = {
    templateName: 'PN_PARCEL',
    senderOrderRef: 'Bertil Bergs flytt',
    part: [
      {
        role: 'consignor',
        address: PERSON,
        communication: { contactPerson: 'Bertil Berg', phone: '031-765 43 21', email: { value: EMAIL, notify: true } },
      },
      { role: 'consignee', address: { name: 'Stockholm AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
    ],
    goodsItem: [{ noOfPackages: 1, weight: 3, length: 30, width: 20, height: 10, packageType: 'parcel' }],
  };

  /** Bertil's data in every service: a contact, a saved and a booked consignment, a complaint, a bill (mailed), an API key, a webhook. */
  async function giveBertilData(): Promise<void> {
    await bertil('post', '/contact/', {
      firstName: 'Bertil',
      lastName: 'Berg',
      address1: 'Linnégatan 5',
      postcode: '41304',
      city: 'Göteborg',
      phone: '031-765 43 21',
      email: EMAIL,
    }).expect(200);
    await bertil('post', '/consignment/?temp=0', CONSIGNMENT).expect(200);
    const saved = await bertil('post', '/consignment/?temp=0', CONSIGNMENT).expect(200);
    const order = await bertil('post', '/order/', { consignmentId: saved.body.consignments[0].consignmentId }).expect(200);
    const booked = await bertil('put', '/order/book/', { orderNos: [order.body.orderNo] }).expect(200);
    const consignmentNo = booked.body.orders[0].consignmentNo as string;
    await eventually(async () => {
      const { rows } = await fx.db.query('SELECT 1 FROM claims.booked_orders WHERE order_no = $1', [order.body.orderNo]);
      if (!rows.length) throw new Error('claims has no copy of the booked order yet');
    });
    await bertil('post', '/complaint/', {
      identifier: consignmentNo,
      description: 'Bertil Berg fick kartongen krossad, ring 031-765 43 21.',
      complaintClaim: '450 kr',
    }).expect(201);
    await bertil('post', `/auth/keys/${BERTIL.customerId}`, { name: 'Bertils nyckel', scopes: ['read'] }).expect(201);
    // A sign-in from his address, and a failed one (a sign-in attempt keeps user name and address for a day).
    await fx.portal.http
      .post('/api/auth/signin')
      .set('X-Forwarded-For', CLIENT_ADDRESS)
      .send({ username: BERTIL.username, password: BERTIL.password })
      .expect(200);
    await fx.portal.http
      .post('/api/auth/signin')
      .set('X-Forwarded-For', CLIENT_ADDRESS)
      .send({ username: 'bertil', password: 'nope' })
      .expect(401);
    await fx.call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    // The invoice and the complaint receipt reach the mail store and the embedded SMTP sink.
    await eventually(async () => {
      const { rows } = await fx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM content.sink_messages WHERE $1 = ANY(rcpt_to)`, [
        EMAIL,
      ]);
      if (rows[0].n < 1) throw new Error('no mail to Bertil caught yet');
    });
    await eventually(async () => {
      const withAddress = (await auditOfBertil()).filter((e) => e.clientAddress === CLIENT_ADDRESS);
      if (withAddress.length < 8) throw new Error(`${withAddress.length} of his audit entries with his address yet`);
    });
    // Listed with his name beside them while he has a login.
    expect((await auditOfBertil()).some((e) => e.userName === BERTIL.username)).toBe(true);
  }

  let before: string[];

  beforeAll(async () => {
    await giveBertilData();
    before = await scan(fx.db);
  });

  it('finds the person in every service before the erasure (the scan can fail)', () => {
    const tables = new Set(before.map(tableOf));
    for (const table of [
      'auth.users',
      'contacts.contacts',
      'shipping.consignments',
      'claims.complaints',
      'content.mails',
      'content.sink_messages',
      'customers.customers',
      'billing.customers',
      'billing.bills',
      'auth.audit_entry_addresses',
    ])
      expect(tables).toContain(table);
  });

  it('refuses a company customer with a clear 409 and another customer’s id with 404; the demo gets 403', async () => {
    const company = await fx.call('admin', 'post', `/customer/erasure/${DEMO_CUSTOMERS.anna}`).expect(409);
    expect(company.body.code).toBe('ERASURE.COMPANY_CUSTOMER');
    expect(company.body.message).toMatch(/privatkund/);
    const en = await fx.call('admin', 'post', `/customer/erasure/${DEMO_CUSTOMERS.anna}`, undefined, 'en').expect(409);
    expect(en.body.message).toMatch(/deactivate its users/);
    await fx.call('anna', 'post', `/customer/erasure/${BERTIL.customerId}`).expect(404);
    await fx.call('demo', 'post', `/customer/erasure/${DEMO_CUSTOMERS.demo}`).expect(403);
    await fx.call('admin', 'post', '/customer/erasure/987654').expect(404);
    const { rows } = await fx.db.query('SELECT 1 FROM customers.erasure_requests');
    expect(rows).toHaveLength(0);
  });

  it('erases a private customer at his own request, every service confirms, and only bills keep him', async () => {
    const requested = await bertil('post', `/customer/erasure/${BERTIL.customerId}`).expect(202);
    expect(requested.body).toMatchObject({ customerId: BERTIL.customerId, state: 'requested', completedAt: null });
    expect(requested.body.services).toHaveLength(SCHEMAS.length);

    const done = await eventually(async () => {
      const res = await fx.call('admin', 'get', `/customer/erasure/${BERTIL.customerId}`).expect(200);
      if (res.body.state !== 'completed') throw new Error(`still ${JSON.stringify(res.body.services)}`);
      return res.body;
    }, 30_000);
    expect(done.id).toBe(requested.body.id);
    expect(done.services.map((s: { service: string }) => s.service).sort()).toEqual(SCHEMAS);
    expect(done.services.every((s: { done: boolean; confirmedAt: string }) => s.done && s.confirmedAt)).toBe(true);
    expect(done.completedAt).toEqual(expect.any(String));

    // His request's own audit entry may reach the trail after auth erased: it is stored without the address.
    await eventually(async () => {
      if (!(await auditOfBertil()).some((e) => e.action === 'request-erasure')) throw new Error('the request is not in his trail yet');
    });
    const after = await scan(fx.db);
    expect(after.filter((hit) => !KEPT_BY_LAW.test(tableOf(hit)))).toEqual([]);
    expect(after.map(tableOf)).toContain('billing.bills');

    // His trail still lists what he did, the address shown as erased, and every chain still verifies.
    const trail = await auditOfBertil();
    expect(trail.filter((e) => e.clientAddressErased).length).toBeGreaterThanOrEqual(8);
    expect(trail.every((e) => e.clientAddress === null)).toBe(true);
    // The entries hold his id only; with his login erased they name nobody.
    expect(trail.every((e) => e.userName === null)).toBe(true);
    const verified = await verifyAuditChain(async (sql, params) => (await fx.db.query(sql, params)).rows);
    expect(verified.broken).toBeUndefined();
    expect(verified.entries).toBeGreaterThanOrEqual(trail.length);
    // Another customer's addresses stay.
    const anna = await fx.call('admin', 'get', `/auth/audit/${DEMO_CUSTOMERS.anna}`).expect(200);
    expect((anna.body as { clientAddress: string | null }[]).some((e) => e.clientAddress !== null)).toBe(true);

    // Signed out for good: no sign-in, and the access token he still holds is refused.
    await fx.portal.http.post('/api/auth/signin').send({ username: BERTIL.username, password: BERTIL.password }).expect(401);
    await fx.call('bertil', 'get', `/customer/${BERTIL.customerId}`).expect(401);
    // The booked consignment is still there for the carrier's statuses and the bill's lines, without him.
    const { rows } = await fx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipping.consignments WHERE customer_id = $1 AND consignment_no IS NOT NULL',
      [BERTIL.customerId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers a repeated request with the same request, and a redelivered event changes nothing more', async () => {
    const first = (await fx.call('admin', 'get', `/customer/erasure/${BERTIL.customerId}`).expect(200)).body;
    const again = await fx.call('admin', 'post', `/customer/erasure/${BERTIL.customerId}`).expect(202);
    expect(again.body).toEqual(first);

    const { rows } = await fx.db.query<{ service: string; n: number }>(
      'SELECT service, count(*)::int AS n FROM customers.erasure_confirmations GROUP BY service',
    );
    expect(rows.every((r) => r.n === 1)).toBe(true);

    const list = await fx
      .call('admin', 'get', '/customer/erasures', undefined)
      .query({ filter: JSON.stringify({ state: 'completed' }) })
      .expect(200);
    expect(list.headers['content-range']).toBe('erasures 0-0/1');
    expect(list.body[0].id).toBe(first.id);
    await fx.call('anna', 'get', '/customer/erasures').expect(403);
    await fx.call('anna', 'get', `/customer/erasure/${DEMO_CUSTOMERS.anna}`).expect(403);
  });
});
