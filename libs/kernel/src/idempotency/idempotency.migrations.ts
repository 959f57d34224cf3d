import { MigrationInterface, QueryRunner } from 'typeorm';

/** The Idempotency-Key table of one service, in that service's schema (the connection's search_path). */
export class CreateIdempotencyKeys1760000000000 implements MigrationInterface {
  name = 'CreateIdempotencyKeys1760000000000';

  async up(q: QueryRunner): Promise<void> {
    // response_body is json, not jsonb: jsonb reorders keys, and a replay must be the first answer byte for byte.
    await q.query(`
      CREATE TABLE idempotency_keys (
        customer_id      integer NOT NULL,
        scope            text NOT NULL,
        key              text NOT NULL,
        request_hash     text NOT NULL,
        status           text NOT NULL CHECK (status IN ('in_flight', 'complete')),
        lock_token       uuid NOT NULL,
        response_status  integer,
        response_body    json,
        created_at       timestamptz NOT NULL DEFAULT now(),
        locked_at        timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, scope, key),
        CHECK (status = 'in_flight' OR response_status IS NOT NULL)
      )`);
    // For the nightly purge; the per-scope purge on first use rides on the primary key's prefix.
    await q.query('CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotency_keys');
  }
}

export const idempotencyMigrations = [CreateIdempotencyKeys1760000000000];
