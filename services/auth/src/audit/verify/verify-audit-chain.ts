import { ChainBreak, ChainVerifier, GENESIS_HASH, StoredEntry } from '../domain/audit-chain';

/** Runs one statement; the caller's client (pg, or a typeorm manager) and schema. */
export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export interface AuditVerification {
  customers: number;
  entries: number;
  /** The first break found (customers in id order, entries in chain order), or undefined when every chain holds. */
  broken?: ChainBreak | { customerId: number; reason: 'head-mismatch'; seq: number; id?: undefined };
}

const PAGE = 1000;

/**
 * What the chain covers at the address's place, from the entry and its row in audit_entry_addresses (side_*):
 * the commitment (its address, while kept, must match it); else the address in the clear of an entry chained before
 * commitments, unless an erasure blanked it (then only its links can be checked); else none.
 */
function addressOf(row: Record<string, unknown>): Pick<StoredEntry, 'clientAddress' | 'linkOnly' | 'address'> {
  const commitment = (row.address_commitment as string | null) ?? null;
  if (commitment !== null)
    return {
      clientAddress: commitment,
      address: row.has_side ? { address: String(row.side_address ?? ''), salt: String(row.side_salt ?? '') } : undefined,
    };
  if (!row.has_side) return { clientAddress: null };
  return row.side_address === null ? { clientAddress: null, linkOnly: true } : { clientAddress: String(row.side_address) };
}

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
  requestId: String(row.request_id),
  targetIds: row.target_ids as string[],
  summary: String(row.summary),
  // undefined (a database not migrated yet, read by the command) counts as no role, like the entries before the column.
  role: (row.role as string | null | undefined) ?? null,
  prevHash: String(row.prev_hash),
  hash: String(row.hash),
  ...addressOf(row),
});

/**
 * Recomputes every customer's chain from its first entry, or from the anchor retention left where it removed the
 * oldest, and compares it with the chain's head, so a changed, removed or reordered entry is reported, and so is a chain
 * cut short at either end. `schema` qualifies the tables (the verify command's connection has no service search_path).
 */
export async function verifyAuditChain(query: Query, schema = 'auth'): Promise<AuditVerification> {
  const heads = await query(
    `SELECT h.customer_id, h.seq, h.hash, a.seq AS anchor_seq, a.hash AS anchor_hash
       FROM "${schema}".audit_chain_heads h LEFT JOIN "${schema}".audit_chain_anchors a USING (customer_id) ORDER BY h.customer_id`,
    [],
  );
  let entries = 0;
  for (const head of heads) {
    const customerId = Number(head.customer_id);
    const start =
      head.anchor_seq === null ? { seq: 0, hash: GENESIS_HASH } : { seq: Number(head.anchor_seq), hash: String(head.anchor_hash) };
    const verifier = new ChainVerifier(start);
    let after = 0;
    let last: StoredEntry | undefined;
    for (;;) {
      const rows = await query(
        `SELECT e.*, a.entry_id IS NOT NULL AS has_side, a.address AS side_address, a.salt AS side_salt
           FROM "${schema}".audit_entries e LEFT JOIN "${schema}".audit_entry_addresses a ON a.entry_id = e.id
          WHERE e.customer_id = $1 AND e.seq > $2 ORDER BY e.seq LIMIT ${PAGE}`,
        [customerId, after],
      );
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
    // A chain retention emptied ends at its anchor.
    if ((last?.seq ?? start.seq) !== Number(head.seq) || (last?.hash ?? start.hash) !== head.hash)
      return { customers: heads.length, entries, broken: { customerId, reason: 'head-mismatch', seq: last?.seq ?? start.seq } };
  }
  return { customers: heads.length, entries };
}
