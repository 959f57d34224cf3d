import { createHash } from 'node:crypto';

/** An entry as chained: every column that says who did what, when and to what; ids and hashes aside. */
export interface ChainedFields {
  customerId: number;
  seq: number;
  occurredAt: string;
  action: string;
  outcome: string;
  route: string;
  userId: number | null;
  companyId: number | null;
  apiKeyId: string | null;
  clientAddress: string | null;
  requestId: string;
  targetIds: readonly string[];
  summary: string;
  /** The actor's role (AuditRole); null where no one was identified and in every entry written before the column. */
  role: string | null;
}

/** The hash before a customer's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The entry as one string, fields in a fixed order (a JSON array, so no key order or escaping is left to chance);
 * occurredAt normalised to ISO UTC with milliseconds, as PostgreSQL's timestamptz keeps it. The role is appended only
 * when the entry has one: entries chained before the column existed keep their hashes, and a role added to one, or
 * taken from one, changes its array and so breaks its link.
 */
export function canonicalEntry(entry: ChainedFields): string {
  const fields: unknown[] = [
    entry.customerId,
    entry.seq,
    new Date(entry.occurredAt).toISOString(),
    entry.action,
    entry.outcome,
    entry.route,
    entry.userId,
    entry.companyId,
    entry.apiKeyId,
    entry.clientAddress,
    entry.requestId,
    [...entry.targetIds],
    entry.summary,
  ];
  if (entry.role !== null) fields.push(entry.role);
  return JSON.stringify(fields);
}

/** sha256(previous hash + canonical entry), hex: changing, removing or reordering an entry breaks every later link. */
export function chainHash(previousHash: string, entry: ChainedFields): string {
  return createHash('sha256').update(previousHash).update(canonicalEntry(entry)).digest('hex');
}

export interface StoredEntry extends ChainedFields {
  id: string;
  prevHash: string;
  hash: string;
}

export interface ChainBreak {
  customerId: number;
  id: string;
  seq: number;
  reason: 'hash-mismatch' | 'prev-hash-mismatch' | 'seq-gap';
}

/**
 * Walks one customer's entries in seq order and answers the first break, or undefined. Stateful so a caller can
 * feed a long chain page by page.
 */
export class ChainVerifier {
  private previous = GENESIS_HASH;
  private expectedSeq = 1;

  next(entry: StoredEntry): ChainBreak | undefined {
    const at = { customerId: entry.customerId, id: entry.id, seq: entry.seq };
    if (entry.seq !== this.expectedSeq) return { ...at, reason: 'seq-gap' };
    if (entry.prevHash !== this.previous) return { ...at, reason: 'prev-hash-mismatch' };
    if (chainHash(entry.prevHash, entry) !== entry.hash) return { ...at, reason: 'hash-mismatch' };
    this.previous = entry.hash;
    this.expectedSeq += 1;
    return undefined;
  }
}
