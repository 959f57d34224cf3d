import { ANNA, BERTIL, eventually } from '@freight/testing';
import { apiCall, PLAIN_CONSIGNMENT, signIn, useDemoPortal } from './portal';

interface Entry {
  id: string;
  customerId: number;
  companyId: number | null;
  action: string;
  outcome: string;
  userId: number | null;
  apiKeyId: string | null;
  clientAddress: string | null;
  requestId: string;
  targetIds: string[];
  summary: string;
  route: string;
}

/** The audit trail (issue 32 item 1): state-changing calls and sign-ins, read on the profile (GET /api/auth/audit/:customerId). */
describe('Embedded portal: audit trail', () => {
  const fx = useDemoPortal();
  const trail = (who: 'anna' | 'bertil' | 'admin', customerId: number, query = '') =>
    fx.call(who, 'get', `/auth/audit/${customerId}${query}`).expect(200);
  const filter = (value: object) => `?filter=${encodeURIComponent(JSON.stringify(value))}`;
  /** The entry the trail shows for a request id, once auth has appended it. */
  const entryOf = (who: 'anna' | 'bertil' | 'admin', customerId: number, requestId: string) =>
    eventually(async () => {
      const found = ((await trail(who, customerId, '?range=[0,99]')).body as Entry[]).find((e) => e.requestId === requestId);
      if (!found) throw new Error(`no entry for ${requestId} yet`);
      return found;
    });

  it('records a booking with its member, customer, address, request id and no personal data', async () => {
    const created = await fx
      .call('anna', 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT)
      .set('x-request-id', 'audit-create-0001')
      .expect(200);
    const consignmentId = created.body.consignments[0].consignmentId;
    await fx
      .call('anna', 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId })
      .set('x-request-id', 'audit-book-00001')
      .expect(200);
    const { userId } = await signIn(fx.portal, ANNA.username, ANNA.password);
    const booked = await entryOf('anna', 1001, 'audit-book-00001');
    expect(booked).toEqual(
      expect.objectContaining({
        customerId: 1001,
        action: 'book-consignment',
        outcome: 'success',
        userId,
        // Read beside the entry when listed (the demo logins have no display name): the entry holds the id only.
        userName: ANNA.username,
        apiKeyId: null,
        clientAddress: expect.stringMatching(/127\.0\.0\.1/),
        route: 'PUT /api/consignment/book',
      }),
    );
    expect(booked.summary).toBe('fields: consignmentId, goodsItem, part, templateName');
    expect(booked.targetIds).toEqual([consignmentId]);
    // The parties' names and cities are personal data: the trail names fields, never their values.
    expect(JSON.stringify(booked)).not.toMatch(/Stockholm|Göteborg|11157/);
    const create = await entryOf('anna', 1001, 'audit-create-0001');
    expect(create.targetIds).toEqual([]);
  });

  it('records sign-ins, failed ones too, without the username or password', async () => {
    const ok = await fx.portal.http
      .post('/api/auth/signin')
      .set('x-request-id', 'audit-signin-ok01')
      .send({ username: BERTIL.username, password: BERTIL.password })
      .expect(200);
    await fx.portal.http
      .post('/api/auth/signin')
      .set('x-request-id', 'audit-signin-bad1')
      .send({ username: 'bertil', password: 'wrong-password' })
      .expect(401);
    const success = await entryOf('bertil', 1002, 'audit-signin-ok01');
    expect(success).toEqual(expect.objectContaining({ action: 'sign-in', outcome: 'success', userId: ok.body.userId, customerId: 1002 }));
    const failure = await entryOf('bertil', 1002, 'audit-signin-bad1');
    expect(failure).toEqual(expect.objectContaining({ action: 'sign-in', outcome: 'failure', userId: ok.body.userId }));
    // The entries record neither; the member's name is only read beside them for the page.
    expect(success.userName).toBe(BERTIL.username);
    expect(JSON.stringify([success, failure].map((entry) => ({ ...entry, userName: undefined })))).not.toMatch(/bertil|wrong-password/);
    // An unknown username belongs to no customer: its own chain (0), which only admins can read.
    await fx.portal.http
      .post('/api/auth/signin')
      .set('x-request-id', 'audit-signin-unk1')
      .send({ username: 'nobody@example.se', password: 'whatever-it-is' })
      .expect(401);
    const unknown = await entryOf('admin', 0, 'audit-signin-unk1');
    expect(unknown).toEqual(expect.objectContaining({ outcome: 'failure', userId: null }));
    expect(JSON.stringify(unknown)).not.toContain('nobody');
  });

  it("answers 404 for another customer's trail, and lets an admin read any customer's", async () => {
    await fx.call('anna', 'get', '/auth/audit/1002').expect(404);
    await fx.call('bertil', 'get', '/auth/audit/1001').expect(404);
    await fx.call('anna', 'get', '/auth/audit/0').expect(404);
    const annas = (await trail('admin', 1001, '?range=[0,99]')).body as Entry[];
    expect(annas.length).toBeGreaterThan(0);
    expect(annas.every((e) => e.customerId === 1001)).toBe(true);
    const bertils = (await trail('admin', 1002, '?range=[0,99]')).body as Entry[];
    expect(bertils.length).toBeGreaterThan(0);
    expect(bertils.every((e) => e.customerId === 1002)).toBe(true);
  });

  it('filters by user, action and business date, pages and sorts in the database', async () => {
    const all = await trail('anna', 1001, '?range=[0,0]');
    expect(all.headers['content-range']).toMatch(/^audit 0-0\/\d+$/);
    const total = Number(all.headers['content-range'].split('/')[1]);
    expect(total).toBeGreaterThan(1);
    const signIns = (await trail('anna', 1001, filter({ action: 'sign-in' }))).body as Entry[];
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((e) => e.action === 'sign-in')).toBe(true);
    const { userId } = await signIn(fx.portal, ANNA.username, ANNA.password);
    expect(((await trail('anna', 1001, filter({ userId }))).body as Entry[]).length).toBeGreaterThan(0);
    expect((await trail('anna', 1001, filter({ userId: 1 }))).body).toEqual([]);
    expect((await trail('anna', 1001, filter({ from: '2000-01-01', to: '2000-12-31' }))).body).toEqual([]);
    const sorted = (await trail('anna', 1001, `?sort=${encodeURIComponent('["action","ASC"]')}&range=[0,99]`)).body as Entry[];
    expect(sorted.map((e) => e.action)).toEqual([...sorted.map((e) => e.action)].sort());
    const bad = await fx.call('anna', 'get', `/auth/audit/1001${filter({ from: '28/11/2026' })}`, undefined, 'en').expect(400);
    expect(JSON.stringify(bad.body)).toContain('filter.from');
  });

  it('records what an API key did with its id', async () => {
    const made = await fx.call('anna', 'post', '/auth/keys/1001', { name: 'audit', scopes: ['read', 'book'] }).expect(201);
    await apiCall(fx.portal, made.body.key, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT)
      .set('x-request-id', 'audit-apikey-001')
      .expect(200);
    const entry = await entryOf('anna', 1001, 'audit-apikey-001');
    expect(entry.apiKeyId).toBe(made.body.id);
  });

  it("shows a member the trail of the customer's whole company (comp_id), and no other company's", async () => {
    // The customers service says so with CustomerProfileChanged; here bertil's account joins anna's company 1001.
    await eventually(async () => {
      const { rows } = await fx.db.query(
        'SELECT customer_id, company_id FROM auth.audit_customer_companies WHERE customer_id IN (1001, 1002) ORDER BY 1',
      );
      expect(rows).toEqual([
        { customer_id: 1001, company_id: 1001 },
        { customer_id: 1002, company_id: 1002 },
      ]);
    });
    await fx.db.query('UPDATE auth.audit_customer_companies SET company_id = 1001 WHERE customer_id = 1002');
    try {
      await fx.portal.http
        .post('/api/auth/signin')
        .set('x-request-id', 'audit-colleague-01')
        .send({ username: BERTIL.username, password: BERTIL.password })
        .expect(200);
      const colleagues = await entryOf('anna', 1001, 'audit-colleague-01');
      expect(colleagues).toEqual(expect.objectContaining({ customerId: 1002, companyId: 1001, action: 'sign-in' }));
      // Bertil's earlier entries, from before he joined, stay his own customer's.
      const annas = (await trail('anna', 1001, '?range=[0,99]')).body as Entry[];
      expect(annas.filter((e) => e.customerId === 1002).map((e) => e.requestId)).toEqual(['audit-colleague-01']);
    } finally {
      await fx.db.query('UPDATE auth.audit_customer_companies SET company_id = 1002 WHERE customer_id = 1002');
    }
  });
});
