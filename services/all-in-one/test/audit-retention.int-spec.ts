import { AppendAuditEntries, verifyAuditChain } from '@freight/auth';
import { applyRetention } from '@freight/messaging';
import { AuthRetention } from '../../auth/src/retention/auth-retention';
import { AUDIT_ENTRY_RETENTION } from '../../auth/src/retention/audit-entry-retention';
import { startTestPortal, TestPortal } from './portal';
import { auditEntryRecorded, auditVerifyCommand, tamperAudit } from './audit-tools';

/** The job's clock: injected, so "seven years ago" needs no waiting. Entries are dated around it, far from the 7-year line. */
const NOW = new Date('2026-11-29T01:45:00.000Z');
const OLD = ['2015-03-01T08:00:00.000Z', '2015-03-02T08:00:00.000Z', '2016-05-01T08:00:00.000Z'];
/** Young by the job's clock and the database's alike (the delete trigger reads the database's). */
const young = () => new Date(Date.now() - 86_400_000).toISOString();

const recorded = auditEntryRecorded;

/**
 * Audit entries' 7-year retention on the real PostgreSQL (issue 32 item 5): the nightly job removes the oldest part of
 * each chain, in batches, moving the chain's anchor in the same transaction; the trigger lets nothing else go; verify
 * starts each chain at its anchor, so entries removed behind the trigger's back are still reported.
 */
describe('Audit trail: retention after 7 years, anchored', () => {
  let portal: TestPortal;
  const verify = () => verifyAuditChain(async (sql, params) => (await portal.db.query(sql, params)).rows);
  const seqs = async (customerId: number) =>
    (
      await portal.db.query<{ seq: string }>('SELECT seq FROM auth.audit_entries WHERE customer_id = $1 ORDER BY seq', [customerId])
    ).rows.map((r) => Number(r.seq));
  const anchor = async (customerId: number) =>
    (await portal.db.query('SELECT seq::int AS seq, hash FROM auth.audit_chain_anchors WHERE customer_id = $1', [customerId])).rows[0];
  const job = () => portal.running.app.get(AuthRetention, { strict: false });

  beforeAll(async () => {
    portal = await startTestPortal();
    const appender = portal.running.app.get(AppendAuditEntries, { strict: false });
    // 6001: two old, a young one, then an old one behind it (a producer's late clock); 6002: only old; 6003: only young.
    await appender.handle([
      recorded(6001, 'a1', OLD[0], '198.51.100.1'),
      recorded(6002, 'b1', OLD[0]),
      recorded(6001, 'a2', OLD[1], '198.51.100.1'),
      recorded(6002, 'b2', OLD[1]),
      recorded(6002, 'b3', OLD[2]),
      recorded(6003, 'c1', young()),
    ]);
    await appender.handle([recorded(6001, 'a3', young()), recorded(6001, 'a4', OLD[2])]);
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
  });

  it('removes nothing while the entries are younger than 7 years by the clock it is given', async () => {
    expect(await job().run(new Date('2022-01-01T00:00:00.000Z'))).toMatchObject({ ran: true, rows: { auditEntries: 0 } });
    expect(await seqs(6002)).toEqual([1, 2, 3]);
  });

  it('refuses, on the application connection, to remove a young entry, or an old one without its anchor', async () => {
    const { rows } = await portal.db.query<{ id: string }>("SELECT id FROM auth.audit_entries WHERE action = 'a3'");
    await expect(portal.db.query('DELETE FROM auth.audit_entries WHERE id = $1', [rows[0].id])).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining('DELETE refused: entry'),
    });
    await expect(portal.db.query('DELETE FROM auth.audit_entries WHERE customer_id = 6002 AND seq = 1')).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining('customer 6002'),
    });
    await expect(portal.db.query("UPDATE auth.audit_entries SET summary = 'x' WHERE customer_id = 6002")).rejects.toMatchObject({
      code: '42501',
    });
    expect(await seqs(6002)).toEqual([1, 2, 3]);
  });

  it('removes the oldest part of each chain older than 7 years, batch by batch, and every chain still verifies', async () => {
    const before = (await portal.db.query('SELECT hash FROM auth.audit_entries WHERE customer_id = 6001 AND seq = 2')).rows[0];
    const last6002 = (await portal.db.query('SELECT hash FROM auth.audit_entries WHERE customer_id = 6002 AND seq = 3')).rows[0];
    // Batches of two: 6001's run of two, then 6002's three across two batches (its anchor moved twice).
    const result = await applyRetention(job()['tx'], 'audit-retention-test', [AUDIT_ENTRY_RETENTION], NOW, 2);
    expect(result).toEqual({ ran: true, rows: { auditEntries: 5 } });

    // a4 is old but behind the young a3: it waits for it.
    expect(await seqs(6001)).toEqual([3, 4]);
    expect(await seqs(6002)).toEqual([]);
    expect(await seqs(6003)).toEqual([1]);
    expect(await anchor(6001)).toEqual({ seq: 2, hash: before.hash });
    expect(await anchor(6002)).toEqual({ seq: 3, hash: last6002.hash });
    // Their addresses went with them.
    expect((await portal.db.query('SELECT count(*)::int AS n FROM auth.audit_entry_addresses WHERE customer_id = 6001')).rows[0].n).toBe(0);
    expect(await verify()).toEqual({ customers: 3, entries: 3 });
    expect(await auditVerifyCommand(portal.database.url)).toEqual({ code: 0, stdout: 'OK: 3 entries in 3 chains verified\n' });

    // The nightly job, run again, finds nothing more; an anchor never moves back.
    expect(await job().run(NOW)).toMatchObject({ ran: true, rows: { auditEntries: 0 } });
    await expect(portal.db.query('UPDATE auth.audit_chain_anchors SET seq = 1 WHERE customer_id = 6001')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(portal.db.query('DELETE FROM auth.audit_chain_anchors')).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses an old entry that is not the oldest left of its chain', async () => {
    await expect(portal.db.query('DELETE FROM auth.audit_entries WHERE customer_id = 6001 AND seq = 4')).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining('customer 6001'),
    });
  });

  it('reports entries removed behind the trigger (superuser): old ones without their anchor, a young one anywhere', async () => {
    const appender = portal.running.app.get(AppendAuditEntries, { strict: false });
    await appender.handle([
      recorded(6009, 'd1', OLD[0]),
      recorded(6009, 'd2', OLD[1]),
      recorded(6009, 'd3', young()),
      recorded(6009, 'd4', young()),
    ]);
    expect((await verify()).broken).toBeUndefined();
    const hashOf = async (seq: number) =>
      (await portal.db.query('SELECT hash FROM auth.audit_entries WHERE customer_id = 6009 AND seq = $1', [seq])).rows[0].hash as string;
    const d2 = await hashOf(2);

    await tamperAudit(portal.database.url, 'DELETE FROM auth.audit_entries WHERE customer_id = 6009 AND seq = 1', []);
    expect(await verify()).toMatchObject({ broken: { customerId: 6009, seq: 2, reason: 'seq-gap' } });
    const command = await auditVerifyCommand(portal.database.url);
    expect(command.code).toBe(1);
    expect(command.stdout).toMatch(/^BROKEN: customer 6009, entry \d+ \(seq 2\): seq-gap/);

    // An anchor that does not name the last entry removed is no cover either.
    await tamperAudit(
      portal.database.url,
      "INSERT INTO auth.audit_chain_anchors (customer_id, seq, hash) VALUES (6009, 1, repeat('0', 64))",
      [],
    );
    expect(await verify()).toMatchObject({ broken: { customerId: 6009, seq: 2, reason: 'prev-hash-mismatch' } });
    // What the job would have done (both old, anchored at the second) verifies...
    await tamperAudit(portal.database.url, 'DELETE FROM auth.audit_entries WHERE customer_id = 6009 AND seq = 2', []);
    await tamperAudit(portal.database.url, 'UPDATE auth.audit_chain_anchors SET seq = 2, hash = $1 WHERE customer_id = 6009', [d2]);
    expect((await verify()).broken).toBeUndefined();
    // ...and a young entry taken from the middle is still a gap.
    await tamperAudit(portal.database.url, 'DELETE FROM auth.audit_entries WHERE customer_id = 6009 AND seq = 3', []);
    expect(await verify()).toMatchObject({ broken: { customerId: 6009, seq: 4, reason: 'seq-gap' } });
  });
});
