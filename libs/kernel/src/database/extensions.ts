import type { QueryRunner } from 'typeorm';

/**
 * Extensions belong to the whole database, not to a service's schema: services migrating at the same time
 * (the distributed stack starts them together) would race on CREATE EXTENSION IF NOT EXISTS and one would
 * fail on the catalogue's unique key. One lock for every service's extension step; held to the migration's commit.
 */
export async function ensureExtension(q: QueryRunner, name: 'pg_trgm' | 'pgcrypto'): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('frakt-create-extension'))`);
  await q.query(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public`);
}
