import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' API keys (issue 28 item 6): the public id finds the row, the SHA-256 of the whole key is compared
 * (the key itself is shown once and never stored); revoked keys stay listed with when they were revoked.
 */
export class CreateApiKeys1780100000100 implements MigrationInterface {
  name = 'CreateApiKeys1780100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id            text PRIMARY KEY,
        customer_id   integer NOT NULL,
        user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name          text NOT NULL,
        scopes        text[] NOT NULL,
        key_hash      bytea NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        last_used_at  timestamptz,
        revoked_at    timestamptz
      )`);
    await q.query('CREATE INDEX api_keys_customer ON api_keys (customer_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api_keys');
  }
}
