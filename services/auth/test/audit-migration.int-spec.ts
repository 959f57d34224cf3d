import { createTestDatabase, TestDatabase } from '@freight/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { auditMigrations } from '../src/audit';
import { ChainedFields, chainHash, GENESIS_HASH } from '../src/audit/domain/audit-chain';
import { verifyAuditChain } from '../src/audit/verify/verify-audit-chain';

const migrate = async (url: string, migrations: typeof auditMigrations) => {
  const ds = new DataSource({ type: 'postgres', url, schema: 'auth', migrations, extra: { max: 1, options: '-c search_path=auth' } });
  await ds.initialize();
  await ds.query('CREATE SCHEMA IF NOT EXISTS auth');
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
};

/**
 * The migration that moves client addresses out of the chained entries, on a database holding entries chained with
 * their address in the clear: the addresses move beside the entries unchanged, the chains still verify, and an
 * erasure's blanking leaves them verifying by their links.
 */
describe('Auth migrations: audit addresses moved beside entries chained before', () => {
  let database: TestDatabase;
  let db: Client;
  const verify = () => verifyAuditChain(async (sql, params) => (await db.query(sql, params)).rows);

  beforeAll(async () => {
    database = await createTestDatabase('frakt_audit_migration');
    // The trail as it was before this change: its first two migrations, and a chain of three with clear addresses.
    await migrate(database.url, auditMigrations.slice(0, 2));
    db = new Client({ connectionString: database.url });
    await db.connect();
    let previous = GENESIS_HASH;
    for (const [seq, address] of [
      [1, '203.0.113.9'],
      [2, null],
      [3, '2001:db8::7'],
    ] as const) {
      const entry: ChainedFields = {
        customerId: 1001,
        seq,
        occurredAt: `2026-11-0${seq}T08:00:00.000Z`,
        action: 'sign-in',
        outcome: 'success',
        route: 'POST /api/auth/signin',
        userId: 1001,
        companyId: null,
        apiKeyId: null,
        clientAddress: address,
        requestId: `req-${seq}`,
        targetIds: [],
        summary: '',
        role: 'administrator',
      };
      const hash = chainHash(previous, entry);
      await db.query(
        `INSERT INTO auth.audit_entries (event_id, customer_id, seq, occurred_at, action, outcome, route, user_id, client_address,
                                         request_id, target_ids, summary, prev_hash, hash, role)
         VALUES (gen_random_uuid(), 1001, $1, $2, 'sign-in', 'success', 'POST /api/auth/signin', 1001, $3, $4, '{}', '', $5, $6, 'administrator')`,
        [seq, entry.occurredAt, address, entry.requestId, previous, hash],
      );
      previous = hash;
    }
    await db.query(`INSERT INTO auth.audit_chain_heads (customer_id, seq, hash) VALUES (1001, 3, $1)`, [previous]);
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await database?.drop();
  });

  it('moves each address unchanged and unsalted, drops the column, and the chain verifies as before', async () => {
    await migrate(database.url, auditMigrations);
    const { rows } = await db.query(
      'SELECT e.seq::int AS seq, a.address, a.salt FROM auth.audit_entries e LEFT JOIN auth.audit_entry_addresses a ON a.entry_id = e.id ORDER BY e.seq',
    );
    expect(rows).toEqual([
      { seq: 1, address: '203.0.113.9', salt: null },
      { seq: 2, address: null, salt: null },
      { seq: 3, address: '2001:db8::7', salt: null },
    ]);
    const columns = await db.query(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'auth' AND table_name = 'audit_entries' AND column_name LIKE '%address%'",
    );
    expect(columns.rows).toEqual([{ column_name: 'address_commitment' }]);
    expect(await verify()).toEqual({ customers: 1, entries: 3 });
  });

  it('verifies the old entries by their links once an erasure blanked their addresses, and reports one changed besides', async () => {
    await db.query('UPDATE auth.audit_entry_addresses SET address = NULL WHERE customer_id = 1001 AND salt IS NULL');
    expect(await verify()).toEqual({ customers: 1, entries: 3 });
    await db.query(
      "UPDATE auth.audit_entry_addresses SET address = '203.0.113.10' WHERE customer_id = 1001 AND entry_id = (SELECT min(entry_id) FROM auth.audit_entry_addresses)",
    );
    expect((await verify()).broken).toMatchObject({ seq: 1, reason: 'hash-mismatch' });
  });
});
