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

/**
 * Leases of the processes holding keys (IdempotencyStore): an in-flight key whose holder's lease has expired
 * belongs to a dead process, and a retry may take it over without waiting out the lock timeout. The holder
 * writes its own expiry, so processes with different lease lengths judge each other alike. `holder` stays
 * NULL on keys claimed before this migration (and by a process still running the older code during a
 * rolling deploy): those keep the lock timeout alone.
 */
export class AddIdempotencyHolders1771500000000 implements MigrationInterface {
  name = 'AddIdempotencyHolders1771500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_holders (
        holder      uuid PRIMARY KEY,
        expires_at  timestamptz NOT NULL
      )`);
    // No foreign key: a claim must not wait on the lease row's lock, and a lease deleted on shutdown or
    // cleared long after its death leaves its keys to the claim rule, not to a cascade.
    await q.query('ALTER TABLE idempotency_keys ADD COLUMN holder uuid');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE idempotency_keys DROP COLUMN holder');
    await q.query('DROP TABLE idempotency_holders');
  }
}

/**
 * A lease names the backend of its holder's identity connection (pid and start, since pids are reused): a
 * holder whose backend is gone died with its connection, and its keys are free before its lease expires.
 */
export class AddIdempotencyHolderBackends1771600000000 implements MigrationInterface {
  name = 'AddIdempotencyHolderBackends1771600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE idempotency_holders ADD COLUMN backend_pid integer, ADD COLUMN backend_start timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE idempotency_holders DROP COLUMN backend_pid, DROP COLUMN backend_start');
  }
}

export const idempotencyMigrations = [
  CreateIdempotencyKeys1760000000000,
  AddIdempotencyHolders1771500000000,
  AddIdempotencyHolderBackends1771600000000,
];
