import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and inbox tables of one service, created in that service's schema by its own
 * migration run (the connection's search_path is the service schema).
 */
export class CreateOutboxAndInbox1732000000000 implements MigrationInterface {
  name = 'CreateOutboxAndInbox1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id            bigserial PRIMARY KEY,
        event_id      uuid NOT NULL UNIQUE,
        event_type    text NOT NULL,
        topic         text NOT NULL,
        aggregate_id  text NOT NULL,
        payload       bytea NOT NULL,
        headers       jsonb NOT NULL,
        occurred_at   timestamptz NOT NULL,
        published_at  timestamptz,
        attempts      integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL`);
    await q.query(`
      CREATE TABLE inbox (
        consumer     text NOT NULL,
        event_id     text NOT NULL,
        event_type   text NOT NULL,
        received_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE inbox');
    await q.query('DROP TABLE outbox');
  }
}

/** The ledger of scheduled jobs' slots (jobs/job-slots.ts): one row per job and slot, whichever replica ran it. */
export class CreateJobRuns1764250000000 implements MigrationInterface {
  name = 'CreateJobRuns1764250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_runs (
        job     text NOT NULL,
        slot    timestamptz NOT NULL,
        ran_at  timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job, slot)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE job_runs');
  }
}

export const messagingMigrations = [CreateOutboxAndInbox1732000000000, CreateJobRuns1764250000000];
