import { AppendAuditEntries, verifyAuditChain } from '@freight/auth';
import { TransactionHost } from '@freight/kernel';
import { ANNA, BERTIL, eventually } from '@freight/testing';
import { Client } from 'pg';
import { apiCall, signIn, startTestPortal, TestPortal } from './portal';
import { auditEntryRecorded, auditVerifyCommand, tamperAudit } from './audit-tools';

/**
 * The audit trail's guarantees against the real PostgreSQL (issue 32 item 1): the application's connection cannot
 * change or remove entries, the chains verify, and a row changed behind the trigger's back (by the superuser, with
 * triggers off) is reported by the verify command at that row.
 */
describe('Audit trail: append-only, hash-chained (PostgreSQL)', () => {
  let portal: TestPortal;
  const verify = (db: Client) => verifyAuditChain(async (sql, params) => (await db.query(sql, params)).rows);
  const verifyCommand = () => auditVerifyCommand(portal.database.url);

  beforeAll(async () => {
    portal = await startTestPortal();
    const anna = await signIn(portal, ANNA.username, ANNA.password);
    await signIn(portal, BERTIL.username, BERTIL.password);
    await portal.http.post('/api/auth/signin').send({ username: 'anna', password: 'not-her-password' }).expect(401);
    // A state-changing call its handler refuses records nothing.
    await apiCall(portal, anna.accessToken, 'delete', '/auth/keys/1001/no-such-key').expect(404);
    await eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.audit_entries');
      if (rows[0].n < 3) throw new Error(`${rows[0].n} entries yet`);
    });
  });
  afterAll(async () => {
    await portal?.close();
  });

  it('chains each customer from its first entry, one sequence per customer', async () => {
    const { rows } = await portal.db.query<{ customer_id: number; seq: string; action: string; outcome: string }>(
      'SELECT customer_id, seq, action, outcome FROM auth.audit_entries ORDER BY customer_id, seq',
    );
    expect(rows.filter((r) => r.customer_id === 1001).map((r) => [r.seq, r.action, r.outcome])).toEqual([
      ['1', 'sign-in', 'success'],
      ['2', 'sign-in', 'failure'],
    ]);
    expect(rows.filter((r) => r.customer_id === 1002).map((r) => r.seq)).toEqual(['1']);
    expect(await verify(portal.db)).toEqual({ customers: 2, entries: 3 });
  });

  it.each([
    ['UPDATE', "UPDATE auth.audit_entries SET summary = 'nothing happened'"],
    ['DELETE', 'DELETE FROM auth.audit_entries'],
    ['TRUNCATE', 'TRUNCATE auth.audit_entries'],
  ])("refuses %s on the application's connection", async (operation, statement) => {
    await expect(portal.db.query(statement)).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining(`${operation} refused`),
    });
    expect((await portal.db.query('SELECT count(*)::int AS n FROM auth.audit_entries')).rows[0].n).toBe(3);
  });

  it("refuses them on the services' own pooled connections too, superuser as they are here", async () => {
    const tx = portal.running.app.get(TransactionHost, { strict: false });
    const [{ rolsuper }] = await tx.manager.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    // The most privileged case: no REVOKE could stop a superuser (or the tables' owner); the trigger does.
    expect(rolsuper).toBe(true);
    await expect(tx.run((m) => m.query("UPDATE auth.audit_entries SET summary = '' WHERE seq = 1"))).rejects.toMatchObject({
      code: '42501',
    });
    await expect(tx.run((m) => m.query('DELETE FROM auth.audit_entries WHERE seq = 1'))).rejects.toMatchObject({ code: '42501' });
  });

  it('reports nothing for intact chains, and the first tampered row after a change behind the trigger', async () => {
    expect(await verifyCommand()).toEqual({ code: 0, stdout: 'OK: 3 entries in 2 chains verified\n' });
    const { rows } = await portal.db.query<{ id: string }>('SELECT id FROM auth.audit_entries WHERE customer_id = 1001 AND seq = 2');
    await tamperAudit(portal.database.url, "UPDATE auth.audit_entries SET outcome = 'success' WHERE id = $1", [rows[0].id]);
    expect(await verify(portal.db)).toEqual({
      customers: 2,
      entries: 1,
      broken: { customerId: 1001, id: rows[0].id, seq: 2, reason: 'hash-mismatch' },
    });
    expect(await verifyCommand()).toEqual({
      code: 1,
      stdout: `BROKEN: customer 1001, entry ${rows[0].id} (seq 2): hash-mismatch; 1 entries verified before it\n`,
    });
  });
});

/** A chunk of the audit topic as the consumer hands it over: several customers interleaved, and a poison record. */
describe('Audit trail: a chunk appended at once', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(async () => {
    await portal?.close();
  });

  const recorded = auditEntryRecorded;

  it('chains each customer in the order of the chunk, skips the poison record, and continues a chain from its head', async () => {
    const appender = portal.running.app.get(AppendAuditEntries, { strict: false });
    await appender.handle([
      recorded('5001', 'a1'),
      recorded('5002', 'b1'),
      recorded('not-a-customer', 'poison'),
      recorded('5001', 'a2'),
      recorded('5002', 'b2'),
      recorded('5001', 'a3'),
    ]);
    await appender.handle([recorded('5002', 'b3'), recorded('5001', 'a4')]);

    const { rows } = await portal.db.query<{ customer_id: number; seq: string; action: string; role: string }>(
      `SELECT customer_id, seq, action, role FROM auth.audit_entries WHERE customer_id IN (5001, 5002) ORDER BY customer_id, seq`,
    );
    expect(rows.map((r) => [r.customer_id, r.seq, r.action, r.role])).toEqual([
      [5001, '1', 'a1', 'booker'],
      [5001, '2', 'a2', 'booker'],
      [5001, '3', 'a3', 'booker'],
      [5001, '4', 'a4', 'booker'],
      [5002, '1', 'b1', 'booker'],
      [5002, '2', 'b2', 'booker'],
      [5002, '3', 'b3', 'booker'],
    ]);
    const heads = await portal.db.query(
      'SELECT customer_id, seq::int AS seq FROM auth.audit_chain_heads WHERE customer_id IN (5001, 5002) ORDER BY 1',
    );
    expect(heads.rows).toEqual([
      { customer_id: 5001, seq: 4 },
      { customer_id: 5002, seq: 3 },
    ]);
    expect(await verifyAuditChain(async (sql, params) => (await portal.db.query(sql, params)).rows)).toMatchObject({ entries: 7 });
  });
});
