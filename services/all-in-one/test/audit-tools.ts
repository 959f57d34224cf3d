import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { InboundEvent } from '@freight/messaging';

const ROOT = resolve(__dirname, '../../..');
const run = promisify(execFile);

/** `scripts/audit-verify.mjs` against a portal's database: its exit code and what it printed. */
export const auditVerifyCommand = (databaseUrl: string): Promise<{ code: number; stdout: string }> =>
  run(process.execPath, ['scripts/audit-verify.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeout: 30_000,
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

/**
 * A change behind the audit trigger's back: only a superuser can switch triggers off for its session, and the
 * application's statements never do.
 */
export async function tamperAudit(databaseUrl: string, sql: string, params: unknown[]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** An AuditEntryRecorded as a service's outbox sends it: a booker of the customer added a contact (`action` names it). */
export function auditEntryRecorded(
  customerId: number | string,
  action: string,
  occurredAt = '2026-11-29T10:00:00.000Z',
  clientAddress = '',
): InboundEvent<'AuditEntryRecorded'> {
  const eventId = randomUUID();
  return {
    envelope: {
      eventId,
      eventType: 'AuditEntryRecorded',
      aggregateId: String(customerId),
      occurredAt,
      correlationId: eventId,
      causationId: '',
      schemaVersion: 1,
      producer: 'test',
      contentType: 'application/json',
    },
    data: {
      actor: { userId: '7', customerId: String(customerId), companyId: '', apiKeyId: '', clientAddress, role: 'booker' },
      occurredAt,
      action,
      outcome: 'success',
      route: 'POST /api/contact/',
      requestId: `req-${action}`,
      targetIds: [action],
      summary: '',
    },
  } as InboundEvent<'AuditEntryRecorded'>;
}
