import { EntityManager } from 'typeorm';
import { EXPORT_SERVICES } from '@freight/messaging';
import { ExportRequestView, exportState } from '../domain/export-request';

interface RequestRow {
  id: string;
  requested_at: Date;
  completed_at: Date | null;
  expires_at: Date | null;
  archive_bytes: number | null;
  services_done: string[];
}

/** A service is done when every piece it announced has come. */
const SERVICES_DONE = `
  COALESCE((SELECT array_agg(s.service ORDER BY s.service) FROM (
     SELECT p.service FROM export_pieces p WHERE p.request_id = r.id GROUP BY p.service HAVING count(*) = max(p.parts)) s), '{}')`;

export function toExportView(row: RequestRow, now: Date): ExportRequestView {
  return {
    id: row.id,
    state: exportState(row, now),
    requestedAt: new Date(row.requested_at).toISOString(),
    readyAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    sizeBytes: row.archive_bytes,
    // Once assembled the pieces are gone: every service was done.
    servicesDone: row.completed_at ? [...EXPORT_SERVICES] : row.services_done,
  };
}

/** The user's newest export request on its customer record, or undefined. */
export async function findLatestExport(manager: EntityManager, customerId: number, userId: number): Promise<RequestRow | undefined> {
  const rows: RequestRow[] = await manager.query(
    `SELECT r.id, r.requested_at, r.completed_at, r.expires_at, r.archive_bytes, ${SERVICES_DONE} AS services_done
       FROM export_requests r WHERE r.customer_id = $1 AND r.user_id = $2
      ORDER BY r.requested_at DESC, r.id DESC LIMIT 1`,
    [customerId, userId],
  );
  return rows[0];
}
