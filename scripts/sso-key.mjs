#!/usr/bin/env node
// `npm run sso-key -- <username>`: issues a one-time sign-in key for a user and prints it with the
// console link that signs in with it. The key is 256 random bits (base64url), kept in auth.sso_keys
// only as its SHA-256 (base64url), valid 10 minutes and for one sign-in: the same rules as
// services/auth/src/sso-keys/domain/sso-key.ts, which the admin call POST /api/auth/sso/keys uses.
//
// Database: DATABASE_URL, else the embedded portal's (scripts/portal-database.mjs).
// Output: the key on the first line, the URL on the second (stdout); the rest goes to stderr.
import { createHash, randomBytes } from 'node:crypto';
import { connectPortalDatabase } from './portal-database.mjs';

const TTL_MINUTES = 10;
const env = (name, fallback) => (process.env[name] === undefined || process.env[name] === '' ? fallback : process.env[name]);

function fail(message, code = 1) {
  process.stderr.write(`sso-key: ${message}\n`);
  process.exit(code);
}

const username = process.argv[2]?.trim().toLowerCase();
if (!username || process.argv.length > 3 || username.startsWith('-')) {
  fail('usage: node scripts/sso-key.mjs <username>   (npm run sso-key -- <username>)', 2);
}

const client = await connectPortalDatabase('frakt-sso-key').catch((error) => fail(error.message));
try {
  const users = await client.query('SELECT id FROM auth.users WHERE username = $1 AND active AND NOT demo', [username]).catch((error) => {
    if (error.code === '42P01') fail('the auth schema is missing: start the portal once so it migrates the database');
    throw error;
  });
  if (!users.rowCount) fail(`no active user "${username}"`);
  const key = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(key).digest('base64url');
  const { rows } = await client.query(
    `INSERT INTO auth.sso_keys (key_hash, user_id, created_at, expires_at)
     VALUES ($1, $2, now(), now() + make_interval(mins => $3)) RETURNING expires_at`,
    [hash, users.rows[0].id, TTL_MINUTES],
  );
  const url = `http://127.0.0.1:${env('PORT', '3000')}/sso/${key}`;
  process.stdout.write(`${key}\n${url}\n`);
  process.stderr.write(
    `One-time sign-in for ${username}, valid until ${rows[0].expires_at.toISOString()} (${TTL_MINUTES} minutes, single use).\n`,
  );
} catch (error) {
  fail(error.message);
} finally {
  await client.end().catch(() => undefined);
}
