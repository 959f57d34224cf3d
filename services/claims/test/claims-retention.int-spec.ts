import { randomUUID } from 'node:crypto';
import { RETENTION_BATCH_SIZE } from '@freight/messaging';
import { testService } from '@freight/testing';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Client } from 'pg';
import { ClaimsModule } from '../src';
import { CLAIMS_RETENTION_JOB, ClaimsRetention } from '../src/retention/claims-retention';

const NOW = new Date('2026-06-10T00:45:00.000Z');
const yearsAgo = (years: number, days = 0) => {
  const at = new Date(NOW);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return new Date(at.getTime() - days * 86_400_000);
};

/**
 * Claims' nightly retention on the real PostgreSQL: closed complaints and submitted insurance claims three years after
 * their last change go with their attachments' bytes, in batches; open and younger ones stay; the outbox's published
 * rows after 7 days; and a second instance finds the lock held and does nothing.
 */
describe('Claims service: retention applies the stated periods once per cluster', () => {
  const service = testService({ name: 'claims', modules: [ClaimsModule], database: 'frakt_claims_retention' });
  beforeAll(() => service.start(), 120_000);

  afterAll(async () => {
    await service.stop();
  });

  const retention = () => service.running.app.get(ClaimsRetention);
  const count = async (sql: string, params: unknown[] = []) => (await service.db.query<{ n: number }>(sql, params)).rows[0].n;

  /** `n` complaints labelled `label`, last changed at `updatedAt`, closed or open; each with one stored attachment. */
  const complaints = async (label: string, n: number, updatedAt: Date, closed: boolean) => {
    const { rows } = await service.db.query<{ id: string }>(
      `INSERT INTO claims.complaints (customer_id, order_no, identifier, supplier_id, created_by, created_date, updated_at, description, processed)
       SELECT 1001, 'O' || g, $1, 4, 1, $2, $2, 'Krossad kartong', $3 FROM generate_series(1, $4) g RETURNING id`,
      [label, updatedAt, closed, n],
    );
    for (const { id } of rows.slice(0, 3)) {
      const blob = randomUUID();
      await service.db.query(
        `INSERT INTO claims.attachments (id, owner_kind, owner_id, customer_id, file_name, content_type, size_bytes, state, created_at)
         VALUES ($1, 'complaint', $2, 1001, 'skada.jpg', 'image/jpeg', 3, 'stored', $3)`,
        [blob, id, updatedAt],
      );
      await service.db.query(`INSERT INTO claims.blob_chunks (blob_id, seq, data) VALUES ($1, 0, '\\xffd8ff'::bytea)`, [blob]);
    }
  };
  const complaintsOf = (label: string) => count('SELECT count(*)::int AS n FROM claims.complaints WHERE identifier = $1', [label]);

  it('is scheduled nightly at 02:45 Stockholm time', () => {
    const next = service.running.app.get(SchedulerRegistry).getCronJob(CLAIMS_RETENTION_JOB).nextDate().setZone('Europe/Stockholm');
    expect([next.hour, next.minute]).toEqual([2, 45]);
  });

  it('removes closed cases past three years with their attachments, in batches, and keeps the rest', async () => {
    await complaints('old-closed', RETENTION_BATCH_SIZE + 2, yearsAgo(3, 1), true);
    await complaints('old-open', 2, yearsAgo(5), false);
    await complaints('young-closed', 2, yearsAgo(3, -1), true);
    await service.db.query(
      `INSERT INTO claims.insurance_claims (customer_id, order_no, consignment_no, damage_description, payout_account_type, payout_account, status, created_by, created_at, updated_at)
       VALUES (1001, 'OC1', 'C1', 'Vattenskada', 'bankgiro', '5050-1055', 'submitted', 1, $1, $1),
              (1001, 'OC2', 'C2', 'Vattenskada', 'bankgiro', '5050-1055', 'draft', 1, $1, $1)`,
      [yearsAgo(4)],
    );
    await service.db.query(
      `INSERT INTO claims.outbox (event_id, event_type, topic, aggregate_id, payload, headers, occurred_at, published_at)
       VALUES (gen_random_uuid(), 'ComplaintFiled', 't', '1', '\\x00', '{}', $1, $1), (gen_random_uuid(), 'ComplaintFiled', 't', '2', '\\x00', '{}', $2, NULL)`,
      [new Date(NOW.getTime() - 8 * 86_400_000), new Date(NOW.getTime() - 30 * 86_400_000)],
    );
    const attachmentsBefore = await count('SELECT count(*)::int AS n FROM claims.attachments');

    const result = await retention().run(NOW);

    expect(result.ran).toBe(true);
    expect(result.rows).toMatchObject({ complaints: RETENTION_BATCH_SIZE + 2, insuranceClaims: 1, outbox: 1 });
    expect(await complaintsOf('old-closed')).toBe(0);
    expect(await complaintsOf('old-open')).toBe(2);
    expect(await complaintsOf('young-closed')).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM claims.insurance_claims WHERE status = 'draft'`)).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM claims.insurance_claims')).toBe(1);
    // The three old complaints' attachments went with their bytes; the others' stay.
    expect(await count('SELECT count(*)::int AS n FROM claims.attachments')).toBe(attachmentsBefore - 3);
    expect(await count('SELECT count(*)::int AS n FROM claims.blob_chunks')).toBe(attachmentsBefore - 3);
    // The unpublished outbox row stays, however old: the relay still owes it.
    expect(await count('SELECT count(*)::int AS n FROM claims.outbox WHERE published_at IS NULL')).toBeGreaterThanOrEqual(1);
  });

  it('does nothing while another instance holds the lock, and runs a tick’s slot once', async () => {
    await complaints('locked-out', 2, yearsAgo(4), true);
    const other = new Client({ connectionString: service.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(hashtext($1))', [CLAIMS_RETENTION_JOB]);
      expect(await retention().run(NOW)).toMatchObject({ ran: false, rows: { complaints: 0 } });
      expect(await complaintsOf('locked-out')).toBe(2);
      await other.query('SELECT pg_advisory_unlock(hashtext($1))', [CLAIMS_RETENTION_JOB]);
    } finally {
      await other.end();
    }
    // Two instances' ticks of one night: the first takes the slot and works, the second finds it taken.
    await Promise.all([retention().onTick(NOW), retention().onTick(NOW)]);
    expect(await complaintsOf('locked-out')).toBe(0);
    await complaints('after-slot', 1, yearsAgo(4), true);
    await retention().onTick(NOW);
    expect(await complaintsOf('after-slot')).toBe(1);
  });
});
