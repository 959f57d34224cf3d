import type { EntityManager } from 'typeorm';
import { GENESIS_HASH } from '../domain/audit-chain';

export interface LockedHead {
  customer_id: number;
  seq: string;
  hash: string;
  company_id: number | null;
}

/**
 * The customers' chain heads, made where missing and locked in customer order (so two callers naming the same customers
 * cannot deadlock): whoever holds them is the only one appending to, or erasing from, those chains until it commits.
 */
export async function lockChainHeads(manager: EntityManager, customers: readonly number[]): Promise<LockedHead[]> {
  const sorted = [...new Set(customers)].sort((a, b) => a - b);
  await manager.query(
    'INSERT INTO audit_chain_heads (customer_id, seq, hash) SELECT c, 0, $2 FROM unnest($1::integer[]) AS c ON CONFLICT (customer_id) DO NOTHING',
    [sorted, GENESIS_HASH],
  );
  return manager.query(
    `SELECT h.customer_id, h.seq, h.hash, c.company_id FROM audit_chain_heads h LEFT JOIN audit_customer_companies c USING (customer_id)
      WHERE h.customer_id = ANY($1::integer[]) ORDER BY h.customer_id FOR UPDATE OF h`,
    [sorted],
  );
}
