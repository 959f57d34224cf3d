import { EntityManager } from 'typeorm';
import { ErasureRequestView, servicesOf } from '../domain/erasure-request';

interface RequestRow {
  id: string;
  customer_id: number;
  requested_by: number;
  requested_at: Date;
  completed_at: Date | null;
  confirmations: { service: string; confirmed_at: Date; affected: number }[];
}

const SELECT_REQUESTS = `
  SELECT r.id, r.customer_id, r.requested_by, r.requested_at, r.completed_at,
         COALESCE((SELECT json_agg(json_build_object('service', c.service, 'confirmed_at', c.confirmed_at, 'affected', c.affected))
                     FROM erasure_confirmations c WHERE c.request_id = r.id), '[]') AS confirmations
    FROM erasure_requests r`;

function toView(row: RequestRow): ErasureRequestView {
  return {
    id: row.id,
    customerId: row.customer_id,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    state: row.completed_at ? 'completed' : 'requested',
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    services: servicesOf(row.confirmations),
  };
}

/** The customer's erasure request with every service's answer, or undefined when none was made. */
export async function findErasureRequest(manager: EntityManager, customerId: number): Promise<ErasureRequestView | undefined> {
  const rows: RequestRow[] = await manager.query(`${SELECT_REQUESTS} WHERE r.customer_id = $1`, [customerId]);
  return rows[0] && toView(rows[0]);
}

/** One page of requests, newest (or oldest) first, optionally only those in one state; with the total. */
export async function listErasureRequests(
  manager: EntityManager,
  page: { offset: number; limit: number; order: 'ASC' | 'DESC'; state?: 'requested' | 'completed' },
): Promise<{ rows: ErasureRequestView[]; total: number }> {
  const where =
    page.state === undefined ? '' : page.state === 'completed' ? 'WHERE r.completed_at IS NOT NULL' : 'WHERE r.completed_at IS NULL';
  const order = page.order === 'ASC' ? 'ASC' : 'DESC';
  const rows: (RequestRow & { total: number })[] = await manager.query(
    `SELECT q.*, count(*) OVER ()::int AS total FROM (${SELECT_REQUESTS} ${where}) q ORDER BY q.requested_at ${order}, q.id ${order} OFFSET $1 LIMIT $2`,
    [page.offset, page.limit],
  );
  let total = rows[0]?.total;
  if (total === undefined) [{ total }] = await manager.query(`SELECT count(*)::int AS total FROM erasure_requests r ${where}`);
  return { rows: rows.map(toView), total };
}
