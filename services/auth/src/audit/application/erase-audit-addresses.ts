import type { EntityManager } from 'typeorm';
import { lockChainHeads } from './chain-heads';

/**
 * The audit trail's part of a customer's erasure: the client addresses of its entries. Under the chain head's lock, as
 * the appender takes it: an entry appended meanwhile is committed before its address goes, and one appended later sees
 * the customer marked erased and stores none. The chain covers salted commitments, so it still verifies; addresses of
 * entries chained before commitments are blanked (verify then checks their links only). Answers the rows changed.
 */
export async function eraseAuditAddresses(manager: EntityManager, customerId: number): Promise<number> {
  await lockChainHeads(manager, [customerId]);
  await manager.query('INSERT INTO audit_erased_customers (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [customerId]);
  let changed = 0;
  for (const statement of [
    'DELETE FROM audit_entry_addresses WHERE customer_id = $1 AND salt IS NOT NULL',
    'UPDATE audit_entry_addresses SET address = NULL WHERE customer_id = $1 AND salt IS NULL AND address IS NOT NULL',
  ]) {
    const [, count]: [unknown, number] = await manager.query(statement, [customerId]);
    changed += count;
  }
  return changed;
}
