import { ChainBreak, ChainVerifier, StoredEntry } from '../domain/audit-chain';

/** Runs one statement; the caller's client (pg, or a typeorm manager) and schema. */
export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export interface AuditVerification {
  customers: number;
  entries: number;
  /** The first break found (customers in id order, entries in chain order), or undefined when every chain holds. */
  broken?: ChainBreak | { customerId: number; reason: 'head-mismatch'; seq: number; id?: undefined };
}

const PAGE = 1000;

const stored = (row: Record<string, unknown>): StoredEntry => ({
  id: String(row.id),
  customerId: Number(row.customer_id),
  seq: Number(row.seq),
  occurredAt: (row.occurred_at as Date).toISOString(),
  action: String(row.action),
  outcome: String(row.outcome),
  route: String(row.route),
  userId: row.user_id === null ? null : Number(row.user_id),
  companyId: row.company_id === null ? null : Number(row.company_id),
  apiKeyId: (row.api_key_id as string | null) ?? null,
  clientAddress: (row.client_address as string | null) ?? null,
  requestId: String(row.request_id),
  targetIds: row.target_ids as string[],
  summary: String(row.summary),
  // undefined (a database not migrated yet, read by the command) counts as no role, like the entries before the column.
  role: (row.role as string | null | undefined) ?? null,
  prevHash: String(row.prev_hash),
  hash: String(row.hash),
});

/**
 * Recomputes every customer's chain from its first entry and compares it with the chain's head, so a changed,
 * removed or reordered entry is reported, and so is a chain cut short at its end. `schema` qualifies the tables
 * (the verify command's connection has no service search_path).
 */
export async function verifyAuditChain(query: Query, schema = 'auth'): Promise<AuditVerification> {
  const heads = await query(`SELECT customer_id, seq, hash FROM "${schema}".audit_chain_heads ORDER BY customer_id`, []);
  let entries = 0;
  for (const head of heads) {
    const customerId = Number(head.customer_id);
    const verifier = new ChainVerifier();
    let after = 0;
    let last: StoredEntry | undefined;
    for (;;) {
      const rows = await query(`SELECT * FROM "${schema}".audit_entries WHERE customer_id = $1 AND seq > $2 ORDER BY seq LIMIT ${PAGE}`, [
        customerId,
        after,
      ]);
      for (const row of rows) {
        const entry = stored(row);
        const broken = verifier.next(entry);
        if (broken) return { customers: heads.length, entries, broken };
        entries += 1;
        last = entry;
      }
      if (rows.length < PAGE) break;
      after = last!.seq;
    }
    if ((last?.seq ?? 0) !== Number(head.seq) || (last?.hash ?? head.hash) !== head.hash)
      return { customers: heads.length, entries, broken: { customerId, reason: 'head-mismatch', seq: last?.seq ?? 0 } };
  }
  return { customers: heads.length, entries };
}
