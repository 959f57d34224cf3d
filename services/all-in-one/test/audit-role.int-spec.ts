import { createHash } from 'node:crypto';
import { ADMIN, ANNA, BO, eventually } from '@freight/testing';
import { apiCall, signIn, startTestPortal, TestPortal } from './portal';
import { auditVerifyCommand, tamperAudit } from './audit-tools';

/**
 * An entry as the trail chained it before it recorded roles: thirteen fields, no role. Written out here rather than
 * taken from audit-chain.ts, so the test holds the new code to the hashes already stored in databases.
 */
function legacyHash(previous: string, e: { customerId: number; seq: number; occurredAt: string; requestId: string }): string {
  const canonical = JSON.stringify([
    e.customerId,
    e.seq,
    e.occurredAt,
    'update-customer-setting',
    'success',
    'PUT /api/customer/setting/:customerId',
    1001,
    null,
    null,
    '203.0.113.9',
    e.requestId,
    ['1001'],
    'fields: setting, value',
  ]);
  return createHash('sha256').update(previous).update(canonical).digest('hex');
}

/**
 * The actor's role in the audit trail (issue 32 item 1) on the real PostgreSQL: a booker's calls and sign-in are
 * recorded with role booker and listed so, a chain of entries from before the role column followed by new ones
 * verifies, and a role changed behind the trigger's back is reported at its row.
 */
describe('Audit trail: the role of whoever acted', () => {
  let portal: TestPortal;
  const legacy: { id: string; seq: number }[] = [];

  const verifyCommand = () => auditVerifyCommand(portal.database.url);
  const tamper = (sql: string, params: unknown[]) => tamperAudit(portal.database.url, sql, params);
  const entryWithRequestId = (requestId: string) =>
    eventually(async () => {
      const { rows } = await portal.db.query<{ id: string; role: string | null; user_id: number; action: string }>(
        'SELECT id, role, user_id, action FROM auth.audit_entries WHERE request_id = $1',
        [requestId],
      );
      if (rows.length === 0) throw new Error(`no entry for ${requestId} yet`);
      return rows[0];
    });

  beforeAll(async () => {
    portal = await startTestPortal();
    // Two entries of customer 1001 as the trail stored them before the role column: appended on the chain's head
    // under its lock, as auth appends.
    await portal.db.query('BEGIN');
    await portal.db.query(
      `INSERT INTO auth.audit_chain_heads (customer_id, seq, hash) VALUES (1001, 0, repeat('0', 64)) ON CONFLICT (customer_id) DO NOTHING`,
    );
    const [head] = (await portal.db.query('SELECT seq, hash FROM auth.audit_chain_heads WHERE customer_id = 1001 FOR UPDATE')).rows;
    let seq = Number(head.seq);
    let previous = head.hash as string;
    for (const n of [1, 2]) {
      seq += 1;
      const entry = { customerId: 1001, seq, occurredAt: `2026-01-0${n}T08:00:00.000Z`, requestId: `legacy-entry-000${n}` };
      const hash = legacyHash(previous, entry);
      const { rows } = await portal.db.query<{ id: string }>(
        `INSERT INTO auth.audit_entries (event_id, customer_id, seq, occurred_at, action, outcome, route, user_id,
                                         request_id, target_ids, summary, prev_hash, hash)
         VALUES (gen_random_uuid(), 1001, $1, $2, 'update-customer-setting', 'success', 'PUT /api/customer/setting/:customerId', 1001,
                 $3, '{1001}', 'fields: setting, value', $4, $5) RETURNING id`,
        [seq, entry.occurredAt, entry.requestId, previous, hash],
      );
      // Its address in the clear, unsalted, beside it: where MoveAuditAddressesAside moved those of entries chained before.
      await portal.db.query(`INSERT INTO auth.audit_entry_addresses (entry_id, customer_id, address) VALUES ($1, 1001, '203.0.113.9')`, [
        rows[0].id,
      ]);
      legacy.push({ id: rows[0].id, seq });
      previous = hash;
    }
    await portal.db.query('UPDATE auth.audit_chain_heads SET seq = $1, hash = $2 WHERE customer_id = 1001', [seq, previous]);
    await portal.db.query('COMMIT');
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
  });

  it("records a booker's sign-in and calls with role booker, and lists them so", async () => {
    const bo = await portal.http
      .post('/api/auth/signin')
      .set('x-request-id', 'role-signin-bo01')
      .send({ username: BO.username, password: BO.password })
      .expect(200);
    await eventually(async () => {
      await apiCall(portal, bo.body.accessToken, 'post', '/contact/', {
        company: 'Rollens Blommor AB',
        address1: 'Bokarvägen 1',
        postcode: '11122',
        city: 'Stockholm',
      })
        .set('x-request-id', 'role-contact-bo1')
        .expect(200);
    });
    await portal.http
      .post('/api/auth/signin')
      .set('x-request-id', 'role-signin-bad1')
      .send({ username: 'bo', password: 'nope' })
      .expect(401);
    await signIn(portal, ADMIN.username, ADMIN.password);

    expect(await entryWithRequestId('role-signin-bo01')).toMatchObject({ action: 'sign-in', user_id: 1011, role: 'booker' });
    expect(await entryWithRequestId('role-contact-bo1')).toMatchObject({ action: 'create-contact', user_id: 1011, role: 'booker' });
    // A failed sign-in proves no one: it names the account tried, without a role.
    expect(await entryWithRequestId('role-signin-bad1')).toMatchObject({ action: 'sign-in', user_id: 1011, role: null });
    await eventually(async () => {
      const { rows } = await portal.db.query(`SELECT role FROM auth.audit_entries WHERE customer_id = 1 AND action = 'sign-in'`);
      expect(rows).toEqual([{ role: 'admin' }]);
    });

    const anna = await signIn(portal, ANNA.username, ANNA.password);
    const listed = await apiCall(portal, anna.accessToken, 'get', '/auth/audit/1001?range=[0,99]').expect(200);
    const roleOf = (requestId: string) =>
      (listed.body as { requestId: string; role: string | null }[]).find((e) => e.requestId === requestId)?.role;
    expect([roleOf('role-signin-bo01'), roleOf('role-contact-bo1'), roleOf('legacy-entry-0001')]).toEqual(['booker', 'booker', null]);
    // Addresses from beside the entries: an old entry's as moved there, a new one's as committed to.
    const entry = (requestId: string) => (listed.body as { requestId: string }[]).find((e) => e.requestId === requestId);
    expect(entry('legacy-entry-0001')).toMatchObject({ clientAddress: '203.0.113.9', clientAddressErased: false });
    expect(entry('role-contact-bo1')).toMatchObject({ clientAddress: expect.stringMatching(/127\.0\.0\.1/), clientAddressErased: false });
  });

  it('verifies a chain of entries from before the role column followed by entries with roles', async () => {
    const { rows } = await portal.db.query<{ seq: string; role: string | null }>(
      'SELECT seq, role FROM auth.audit_entries WHERE customer_id = 1001 ORDER BY seq',
    );
    // Mixed on one chain: the old entries first (no role), new ones after them (roles, and a failed sign-in's none).
    expect(rows.slice(0, 2).map((r) => r.role)).toEqual([null, null]);
    expect(rows.slice(2).map((r) => r.role)).toEqual(expect.arrayContaining(['booker', null]));
    expect(await verifyCommand()).toMatchObject({ code: 0, stdout: expect.stringMatching(/^OK: \d+ entries in \d+ chains verified\n$/) });
  });

  it('reports a role changed, added to an old entry or taken from a new one, at that entry', async () => {
    const { id } = await entryWithRequestId('role-contact-bo1');
    const { rows } = await portal.db.query<{ seq: string }>('SELECT seq FROM auth.audit_entries WHERE id = $1', [id]);
    const broken = (entryId: string, seq: string | number) => ({
      code: 1,
      stdout: expect.stringContaining(`BROKEN: customer 1001, entry ${entryId} (seq ${seq}): hash-mismatch`),
    });

    await tamper(`UPDATE auth.audit_entries SET role = 'administrator' WHERE id = $1`, [id]);
    expect(await verifyCommand()).toEqual(broken(id, rows[0].seq));
    await tamper('UPDATE auth.audit_entries SET role = NULL WHERE id = $1', [id]);
    expect(await verifyCommand()).toEqual(broken(id, rows[0].seq));
    await tamper(`UPDATE auth.audit_entries SET role = 'booker' WHERE id = $1`, [id]);
    expect((await verifyCommand()).code).toBe(0);

    await tamper(`UPDATE auth.audit_entries SET role = 'viewer' WHERE id = $1`, [legacy[1].id]);
    expect(await verifyCommand()).toEqual(broken(legacy[1].id, legacy[1].seq));
  });

  it('verifies an old entry whose clear address an erasure blanked by its links, and reports any other change to it', async () => {
    await tamper('UPDATE auth.audit_entries SET role = NULL WHERE id = $1', [legacy[1].id]);
    expect((await verifyCommand()).code).toBe(0);
    // As the erasure does on the application's connection: the old entries' addresses blanked.
    await portal.db.query('UPDATE auth.audit_entry_addresses SET address = NULL WHERE customer_id = 1001 AND salt IS NULL');
    expect((await verifyCommand()).code).toBe(0);
    // The tombstone says an address was there: without it, the entry's hash (which covers the address) no longer holds.
    await portal.db.query('DELETE FROM auth.audit_entry_addresses WHERE entry_id = $1', [legacy[0].id]);
    expect(await verifyCommand()).toEqual({
      code: 1,
      stdout: expect.stringContaining(`BROKEN: customer 1001, entry ${legacy[0].id} (seq ${legacy[0].seq}): hash-mismatch`),
    });
  });
});
