import { MigrationInterface, QueryRunner } from 'typeorm';
import { messagingMigrations } from '@freight/messaging';

export class CreateUsersAndRefreshTokens1732000000100 implements MigrationInterface {
  name = 'CreateUsersAndRefreshTokens1732000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id             integer PRIMARY KEY,
        username       text NOT NULL UNIQUE,
        password_hash  text,
        customer_id    integer NOT NULL,
        customer_level integer NOT NULL,
        demo           boolean NOT NULL DEFAULT false,
        active         boolean NOT NULL DEFAULT true,
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE SEQUENCE users_id_seq START 100000 OWNED BY users.id`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        family_id         uuid NOT NULL,
        user_id           integer NOT NULL REFERENCES users(id),
        token_hash        text NOT NULL UNIQUE,
        created_at        timestamptz NOT NULL,
        expires_at        timestamptz NOT NULL,
        family_expires_at timestamptz NOT NULL,
        rotated_at        timestamptz,
        revoked_at        timestamptz
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE refresh_tokens');
    await q.query('DROP TABLE users');
  }
}

/** Failed sign-ins for the rate limits, and one-time SSO keys (stored hashed). */
export class CreateSignInAttemptsAndSsoKeys1732000000200 implements MigrationInterface {
  name = 'CreateSignInAttemptsAndSsoKeys1732000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sign_in_attempts (
        id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username     text NOT NULL,
        address      text NOT NULL,
        attempted_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sign_in_attempts_username ON sign_in_attempts (username, attempted_at)`);
    await q.query(`CREATE INDEX sign_in_attempts_address ON sign_in_attempts (address, attempted_at)`);
    await q.query(`CREATE INDEX sign_in_attempts_attempted_at ON sign_in_attempts (attempted_at)`);
    await q.query(`
      CREATE TABLE sso_keys (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        key_hash   text NOT NULL UNIQUE,
        user_id    integer NOT NULL REFERENCES users(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        issued_by  integer REFERENCES users(id)
      )`);
    await q.query(`CREATE INDEX sso_keys_user ON sso_keys (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sso_keys');
    await q.query('DROP TABLE sign_in_attempts');
  }
}

/** Demo sessions started per client address, for the per-address bound; the sweep keeps only the window. */
export class CreateDemoSessionStarts1732000000300 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE demo_session_starts (address text NOT NULL, started_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX demo_session_starts_address ON demo_session_starts (address, started_at)`);
    await q.query(`CREATE INDEX refresh_tokens_family_expires_at ON refresh_tokens (family_expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX refresh_tokens_family_expires_at');
    await q.query('DROP TABLE demo_session_starts');
  }
}

export const authMigrations = [
  ...messagingMigrations,
  CreateUsersAndRefreshTokens1732000000100,
  CreateSignInAttemptsAndSsoKeys1732000000200,
  CreateDemoSessionStarts1732000000300,
];
