import { createTestDatabase, eventually, TestDatabase } from '@freight/testing';
import { DataSource } from 'typeorm';
import { claimJobSlot, messagingMigrations, slotOf } from '../src';

const SCHEMA = 'jobs';

/** The scheduled jobs' ledger against the real database, with two replicas' pools. */
describe('claimJobSlot', () => {
  let database: TestDatabase;
  let replicas: DataSource[];

  beforeAll(async () => {
    database = await createTestDatabase('frakt_jobs');
    const pool = () =>
      new DataSource({
        type: 'postgres',
        url: database.url,
        schema: SCHEMA,
        migrations: messagingMigrations,
        extra: { max: 2, options: `-c search_path=${SCHEMA}` },
      });
    const setup = await pool().initialize();
    await setup.query(`CREATE SCHEMA ${SCHEMA}`);
    await setup.runMigrations();
    await setup.destroy();
    replicas = await Promise.all([pool().initialize(), pool().initialize()]);
  });

  afterAll(async () => {
    for (const ds of replicas ?? []) await ds.destroy();
    await database?.drop();
  });

  it('lets one replica take a slot when both tick at once, and each slot once', async () => {
    const slot = new Date('2026-11-27T04:00:00.000Z');
    const claims = await Promise.all(replicas.map((ds) => ds.transaction((m) => claimJobSlot(m, 'invoice', slot))));
    expect(claims.sort()).toEqual([false, true]);
    expect(await replicas[0].transaction((m) => claimJobSlot(m, 'invoice', slot))).toBe(false);
    // Another job, or the next slot of the same one, is free.
    expect(await replicas[1].transaction((m) => claimJobSlot(m, 'purge', slot))).toBe(true);
    expect(await replicas[1].transaction((m) => claimJobSlot(m, 'invoice', new Date('2026-11-28T04:00:00.000Z')))).toBe(true);
  });

  it('frees the slot when the run that took it rolls back, so the waiting replica runs it', async () => {
    const slot = new Date('2026-11-27T05:00:00.000Z');
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let fail!: () => void;
    const failing = replicas[0]
      .transaction(async (m) => {
        await claimJobSlot(m, 'invoice', slot);
        claimed();
        await new Promise<void>((resolve) => (fail = resolve));
        throw new Error('the run failed');
      })
      .catch((error: Error) => error.message);
    await firstClaimed;
    // The second replica's claim waits on the uncommitted one; it is answered once that run rolls back.
    const second = replicas[1].transaction((m) => claimJobSlot(m, 'invoice', slot));
    await eventually(async () => {
      const [waiting] = await replicas[0].query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'INSERT INTO job_runs%'`,
      );
      expect(waiting.n).toBe(1);
    }, 10_000);
    fail();
    expect(await failing).toBe('the run failed');
    expect(await second).toBe(true);
  });

  it('names the same slot for ticks a few seconds apart around the minute', () => {
    const slots = ['2026-11-27T03:59:58.400Z', '2026-11-27T04:00:00.000Z', '2026-11-27T04:00:02.900Z'].map((t) => slotOf(new Date(t)));
    expect(new Set(slots.map((s) => s.toISOString()))).toEqual(new Set(['2026-11-27T04:00:00.000Z']));
  });
});
