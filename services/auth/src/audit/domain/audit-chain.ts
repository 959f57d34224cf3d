import { createHash, randomBytes } from 'node:crypto';

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
  /**
   * The client address as the chain covers it: its commitment `sha256:<hex>` (addressCommitment), the address itself
   * living beside the entry where an erasure can remove it; the address in the clear in entries chained before that
   * (their hashes cover it so); null when there was none.
   */
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

/** What an entry's chain position holds for its client address: a salted commitment, so the address can go and the hash stay. */
export function addressCommitment(salt: string, address: string): string {
  return `sha256:${createHash('sha256').update(Buffer.from(salt, 'hex')).update(address, 'utf8').digest('hex')}`;
}

/** A fresh salt (128 bits, hex): without it a commitment to one of 2^32 IPv4 addresses would be guessed in minutes. */
export const newAddressSalt = (): string => randomBytes(16).toString('hex');

export interface StoredEntry extends ChainedFields {
  id: string;
  prevHash: string;
  hash: string;
  /**
   * The entry's own hash cannot be recomputed: an entry chained with its address in the clear whose address an
   * erasure removed. Its links (seq, previous hash, the next entry's previous hash) are still checked.
   */
  linkOnly?: boolean;
  /** The address kept beside an entry chained with its commitment, while no erasure has removed it; it must match. */
  address?: { address: string; salt: string };
}

/** Where a chain starts: its genesis, or the anchor retention left (the last removed entry's seq and hash). */
export interface ChainStart {
  seq: number;
  hash: string;
}

export interface ChainBreak {
  customerId: number;
  id: string;
  seq: number;
  reason: 'hash-mismatch' | 'prev-hash-mismatch' | 'seq-gap' | 'address-mismatch';
}

/**
 * Walks one customer's entries in seq order and answers the first break, or undefined. Stateful so a caller can
 * feed a long chain page by page. A chain retention has shortened starts after its anchor: the first entry left must
 * be the one after the anchor and link to its hash, so entries removed without the anchor, or from the middle, show.
 */
export class ChainVerifier {
  private previous: string;
  private expectedSeq: number;

  constructor(start: ChainStart = { seq: 0, hash: GENESIS_HASH }) {
    this.previous = start.hash;
    this.expectedSeq = start.seq + 1;
  }

  next(entry: StoredEntry): ChainBreak | undefined {
    const at = { customerId: entry.customerId, id: entry.id, seq: entry.seq };
    if (entry.seq !== this.expectedSeq) return { ...at, reason: 'seq-gap' };
    if (entry.prevHash !== this.previous) return { ...at, reason: 'prev-hash-mismatch' };
    if (!entry.linkOnly && chainHash(entry.prevHash, entry) !== entry.hash) return { ...at, reason: 'hash-mismatch' };
    if (entry.address && addressCommitment(entry.address.salt, entry.address.address) !== entry.clientAddress)
      return { ...at, reason: 'address-mismatch' };
    this.previous = entry.hash;
    this.expectedSeq += 1;
    return undefined;
  }
}
