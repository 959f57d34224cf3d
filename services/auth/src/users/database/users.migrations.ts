import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Colleagues and roles (issue 32 item 2): a customer (the company, the spec's compId) has several users, each with a
 * role; existing users were their customer's only one, so they become its administrator. Invites are one-time links:
 * only the SHA-256 of the token is kept, with its expiry and when it was used.
 */
export class AddCompanyRolesAndInvites1780300000100 implements MigrationInterface {
  name = 'AddCompanyRolesAndInvites1780300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN role text NOT NULL DEFAULT 'administrator' CHECK (role IN ('viewer', 'booker', 'administrator')),
        ADD COLUMN email text,
        ADD COLUMN display_name text,
        ADD COLUMN deactivated_at timestamptz`);
    await q.query('CREATE INDEX users_customer ON users (customer_id, id)');
    await q.query('CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id) WHERE revoked_at IS NULL');
    await q.query(`
      CREATE TABLE user_invites (
        id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        customer_id  integer NOT NULL,
        email        text NOT NULL,
        role         text NOT NULL CHECK (role IN ('viewer', 'booker', 'administrator')),
        token_hash   text NOT NULL UNIQUE,
        invited_by   integer NOT NULL REFERENCES users (id),
        created_at   timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL,
        accepted_at  timestamptz,
        user_id      integer REFERENCES users (id)
      )`);
    await q.query('CREATE INDEX user_invites_customer ON user_invites (customer_id, created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE user_invites');
    await q.query('DROP INDEX refresh_tokens_user');
    await q.query('DROP INDEX users_customer');
    await q.query('ALTER TABLE users DROP COLUMN role, DROP COLUMN email, DROP COLUMN display_name, DROP COLUMN deactivated_at');
  }
}
