import { Language } from '@freight/kernel';
import type { EntityManager } from 'typeorm';
import { carrierStatusLabel, statusLabelText } from '../domain/order-status-label';

/** One carrier report as GET /order/{orderNo} shows it; instants in UTC. */
export interface StatusHistoryEntry {
  /** The carrier's word as received. */
  status: string;
  /** Its label in the caller's language; empty for a word the portal does not know. */
  label: string;
  occurredAt: string;
  receivedAt: string;
  location: string;
  description: string;
}

/** Oldest first, as it happened at the carrier (not as it reached us). */
export async function orderStatusHistory(manager: EntityManager, orderNo: string, language: Language): Promise<StatusHistoryEntry[]> {
  const rows: { status: string; occurred_at: Date; received_at: Date; location: string; description: string }[] = await manager.query(
    'SELECT status, occurred_at, received_at, location, description FROM order_status_history WHERE order_no = $1 ORDER BY occurred_at, id',
    [orderNo],
  );
  return rows.map((row) => ({
    status: row.status,
    label: statusLabelText(carrierStatusLabel(row.status), language),
    occurredAt: row.occurred_at.toISOString(),
    receivedAt: row.received_at.toISOString(),
    location: row.location,
    description: row.description,
  }));
}
