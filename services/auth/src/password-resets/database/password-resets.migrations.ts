import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password reset by mail (issue 29 item 9): one row per request, with the client address for the per-address limit.
 * A row that sent a mail carries the user and the SHA-256 of its one-time token; an unknown address's row carries
 * neither, so the table never says which addresses exist.
 */
export class CreatePasswordResets1780400000100 implements MigrationInterface {
  name = 'CreatePasswordResets1780400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE password_resets (
        id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        address      text NOT NULL,
        user_id      integer REFERENCES users (id),
        token_hash   text UNIQUE,
        requested_at timestamptz NOT NULL,
        expires_at   timestamptz NOT NULL,
        used_at      timestamptz,
        CHECK ((user_id IS NULL) = (token_hash IS NULL))
      )`);
    await q.query('CREATE INDEX password_resets_address ON password_resets (address, requested_at)');
    await q.query('CREATE INDEX password_resets_user ON password_resets (user_id, requested_at) WHERE user_id IS NOT NULL');
    await q.query('CREATE INDEX password_resets_requested_at ON password_resets (requested_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE password_resets');
  }
}
