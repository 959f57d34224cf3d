#!/usr/bin/env node
// `npm run audit-verify`: recomputes every customer's audit hash chain (auth.audit_entries) and reports the first
// break: an entry changed, removed or reordered, or a chain cut short. Exit 0 when every chain holds, 1 at a break,
// 2 when it cannot run. The chain rules are services/auth/src/audit/domain/audit-chain.ts (built by `npm run build:ts`).
//
// Database: DATABASE_URL, else the embedded portal's (scripts/portal-database.mjs).
import auth from '@freight/auth';
import { connectPortalDatabase } from './portal-database.mjs';

function fail(message, code = 2) {
  process.stderr.write(`audit-verify: ${message}\n`);
  process.exit(code);
}

const client = await connectPortalDatabase('frakt-audit-verify').catch((error) => fail(error.message));
try {
  // One snapshot for the whole walk: entries appended meanwhile neither pass for a break nor go unchecked halfway.
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const result = await auth
    .verifyAuditChain(async (sql, params) => (await client.query(sql, params)).rows)
    .catch((error) => {
      if (error.code === '42P01') fail('the audit tables are missing: start the portal once so it migrates the database');
      throw error;
    });
  await client.query('COMMIT');
  if (result.broken) {
    const { customerId, seq, id, reason } = result.broken;
    process.stdout.write(
      `BROKEN: customer ${customerId}, entry ${id ?? '-'} (seq ${seq}): ${reason}; ${result.entries} entries verified before it\n`,
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(`OK: ${result.entries} entries in ${result.customers} chains verified\n`);
  }
} finally {
  await client.end();
}
