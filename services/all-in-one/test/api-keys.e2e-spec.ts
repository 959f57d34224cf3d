import { ApiKeys } from '@freight/kernel';
import { eventually } from '@freight/testing';
import { PLAIN_CONSIGNMENT, useDemoPortal } from './portal';

describe('Embedded portal: API keys for integrations', () => {
  const fx = useDemoPortal();
  /** A call to /api with an API key where a session's token would be. */
  const withKey = (key: string, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown) => {
    const req = fx.portal.http[method](`/api${path}`).set('Authorization', `Bearer ${key}`).set('Accept-Language', 'en');
    return body === undefined ? req : req.set('Content-Type', 'application/json').send(JSON.stringify(body));
  };
  const makeKey = async (who: 'anna' | 'bertil', customerId: number, scopes: string[]) =>
    (await fx.call(who, 'post', `/auth/keys/${customerId}`, { name: `${who} ${scopes.join('+')}`, scopes }).expect(201)).body as {
      id: string;
      key: string;
      scopes: string[];
    };

  it('shows a key once, stores only its hash, and lists it with its last use', async () => {
    const made = await makeKey('anna', 1001, ['read']);
    expect(made.key).toMatch(/^frk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const { rows } = await fx.db.query('SELECT * FROM auth.api_keys WHERE id = $1', [made.id]);
    // The secret part whole (base64url may itself hold '_', so not split on it).
    expect(JSON.stringify(rows)).not.toContain(made.key.slice('frk_'.length + 13));
    const listed = await fx.call('anna', 'get', '/auth/keys/1001').expect(200);
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: made.id, scopes: ['read'], lastUsedAt: null })]));
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
    await withKey(made.key, 'get', '/customer/1001').expect(200);
    const after = await fx.call('anna', 'get', '/auth/keys/1001').expect(200);
    expect(after.body.find((k: { id: string }) => k.id === made.id).lastUsedAt).toEqual(expect.any(String));
  });

  it("counts a key's use as its member's visit: the address book's last-seen moves, so an integration's contacts are not purged", async () => {
    await fx.db.query(
      `INSERT INTO contacts.customer_last_seen (customer_id, last_seen_at) VALUES (1002, now() - interval '3 years')
       ON CONFLICT (customer_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    );
    const made = await makeKey('bertil', 1002, ['read']);
    // Later than any sign-in of bertil's so far: only the key's use can bring the last-seen past it.
    const { rows: before } = await fx.db.query<{ t0: Date }>('SELECT now() AS t0');
    await withKey(made.key, 'get', '/customer/1002').expect(200);
    const seen = await eventually(async () => {
      const { rows } = await fx.db.query<{ after: boolean }>(
        `SELECT last_seen_at >= $1 AS after FROM contacts.customer_last_seen WHERE customer_id = 1002`,
        [before[0].t0],
      );
      if (!rows[0]?.after) throw new Error('not seen yet');
      return rows[0].after;
    });
    expect(seen).toBe(true);
  });

  it('authenticates the same calls as a session within its scopes: a read key reads but cannot book, a book key books', async () => {
    const read = await makeKey('anna', 1001, ['read']);
    const book = await makeKey('anna', 1001, ['read', 'book']);
    await withKey(read.key, 'get', '/customer/1001').expect(200);
    const refused = await withKey(read.key, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(403);
    expect(refused.body.code).toBe('AUTH.KEY_SCOPE');
    const created = await withKey(book.key, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);
    const consignmentId = created.body.consignments[0].consignmentId;
    await withKey(read.key, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId }).expect(403);
    const booked = await withKey(book.key, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId }).expect(200);
    expect(booked.body.consignments[0].orderNo).toEqual(expect.any(String));
    // Routes that name no key scope are for sessions only: keys make no keys and register no webhooks.
    await withKey(book.key, 'post', '/auth/keys/1001', { name: 'x', scopes: ['read'] }).expect(403);
    await withKey(book.key, 'post', '/customer/webhooks/1001', { url: 'https://x.example.com', events: ['order.booked'] }).expect(403);
  });

  it("gives a key's exchanged token (the gateway's way) no more than the key: its scopes and its customer", async () => {
    const read = await makeKey('anna', 1001, ['read']);
    await fx.portal.http.post('/api/auth/key-exchange').set('Authorization', 'Bearer a.b.c').expect(401);
    const exchanged = await fx.portal.http.post('/api/auth/key-exchange').set('Authorization', `Bearer ${read.key}`).expect(200);
    expect(exchanged.body).toEqual({ accessToken: expect.any(String), expiresIn: 60 });
    const token = exchanged.body.accessToken as string;
    await withKey(token, 'get', '/customer/1001').expect(200);
    await withKey(token, 'get', '/customer/1002').expect(404);
    const refused = await withKey(token, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(403);
    expect(refused.body.code).toBe('AUTH.KEY_SCOPE');
    await withKey(token, 'post', '/auth/keys/1001', { name: 'x', scopes: ['read'] }).expect(403);
  });

  it("answers 404 with a key for another customer's data, as with a session", async () => {
    const key = await makeKey('anna', 1001, ['read', 'book']);
    const bertils = await fx.call('bertil', 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);
    await withKey(key.key, 'get', '/customer/1002').expect(404);
    await withKey(key.key, 'get', `/consignment/${bertils.body.consignments[0].consignmentId}`).expect(404);
    await withKey(key.key, 'get', '/auth/keys/1002').expect(404);
    // Nor can a member make or revoke keys of another customer.
    await fx.call('anna', 'post', '/auth/keys/1002', { name: 'x', scopes: ['read'] }).expect(404);
    const bertilKey = await makeKey('bertil', 1002, ['read']);
    await fx.call('anna', 'delete', `/auth/keys/1001/${bertilKey.id}`).expect(404);
    await fx.call('anna', 'delete', `/auth/keys/1002/${bertilKey.id}`).expect(404);
    await withKey(bertilKey.key, 'get', '/customer/1002').expect(200);
  });

  it('refuses a revoked key with 401 at once, and an unknown or forged one likewise', async () => {
    const key = await makeKey('anna', 1001, ['read']);
    await withKey(key.key, 'get', '/customer/1001').expect(200);
    await fx.call('anna', 'delete', `/auth/keys/1001/${key.id}`).expect(200);
    const refused = await withKey(key.key, 'get', '/customer/1001').expect(401);
    expect(refused.body.code).toBe('AUTH.INVALID_TOKEN');
    await withKey(`${key.key.slice(0, -1)}${key.key.endsWith('A') ? 'B' : 'A'}`, 'get', '/customer/1001').expect(401);
    await withKey(`frk_000000000000_${'x'.repeat(43)}`, 'get', '/customer/1001').expect(401);
    const listed = await fx.call('anna', 'get', '/auth/keys/1001').expect(200);
    expect(listed.body.find((k: { id: string }) => k.id === key.id).revokedAt).toEqual(expect.any(String));
  });

  it('limits calls per key: past the limit 429 with Retry-After, other keys unaffected', async () => {
    const keys = fx.portal.running.app.get(ApiKeys, { strict: false });
    const limit = keys.limit;
    keys.limit = 3;
    try {
      const busy = await makeKey('anna', 1001, ['read']);
      const other = await makeKey('anna', 1001, ['read']);
      for (let i = 0; i < 3; i += 1) await withKey(busy.key, 'get', '/customer/1001').expect(200);
      const limited = await withKey(busy.key, 'get', '/customer/1001').expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await withKey(other.key, 'get', '/customer/1001').expect(200);
    } finally {
      keys.limit = limit;
    }
  });

  it('is refused to the demo and to admins, whose keys would reach beyond one customer', async () => {
    await fx.call('demo', 'post', '/auth/keys/999', { name: 'x', scopes: ['read'] }).expect(403);
    await fx.call('admin', 'post', '/auth/keys/1', { name: 'x', scopes: ['read'] }).expect(403);
    await fx.call('anna', 'post', '/auth/keys/1001', { name: '', scopes: ['write'] }).expect(400);
  });
});
