import { EntityManager } from 'typeorm';
import { RetentionRule, yearsBefore } from '@freight/messaging';

/** How long audit entries are kept; the delete trigger (AddAuditEntryRetention1790600000620) holds the same 7 years. */
export const AUDIT_RETENTION_YEARS = 7;

interface Removable {
  id: string;
  customer_id: number;
  seq: string;
  hash: string;
}

/**
 * Audit entries older than 7 years, per customer only the oldest run of its chain (an old entry behind a younger one,
 * a producer's late clock, waits for it). Each batch first moves the chains' anchors to the last entry it removes, then
 * removes them with their client addresses: the delete trigger refuses anything else, and verify starts each chain
 * from its anchor. The cutoff is never later than the database's own 7 years, whose clock the trigger reads, so a fast
 * application clock cannot fail a batch.
 */
export const AUDIT_ENTRY_RETENTION: RetentionRule = {
  name: 'auditEntries',
  cutoff: yearsBefore(AUDIT_RETENTION_YEARS),
  async batch(manager: EntityManager, cutoff: Date, limit: number): Promise<number> {
    // An old entry is in its chain's oldest run when its seq is its anchor's plus its rank among the chain's old entries.
    // The anchor by subquery, not a join: the plan keeps the (customer_id, seq) index order and the LIMIT ends the scan.
    const removable: Removable[] = await manager.query(
      `WITH old AS (
         SELECT id, customer_id, seq, hash, seq - row_number() OVER (PARTITION BY customer_id ORDER BY seq) AS before_run
           FROM audit_entries WHERE occurred_at < LEAST($1::timestamptz, now() - make_interval(years => $3))
       )
       SELECT id, customer_id, seq, hash FROM old
        WHERE before_run = coalesce((SELECT a.seq FROM audit_chain_anchors a WHERE a.customer_id = old.customer_id), 0)
        ORDER BY customer_id, seq LIMIT $2`,
      [cutoff, limit, AUDIT_RETENTION_YEARS],
    );
    if (!removable.length) return 0;
    // Rows come in seq order per customer: the last one seen is the new anchor.
    const anchors = new Map(removable.map((r) => [r.customer_id, { customer_id: r.customer_id, seq: r.seq, hash: r.hash }]));
    await manager.query(
      `INSERT INTO audit_chain_anchors (customer_id, seq, hash)
       SELECT customer_id, seq, hash FROM json_to_recordset($1::json) AS x(customer_id integer, seq bigint, hash text)
       ON CONFLICT (customer_id) DO UPDATE SET seq = EXCLUDED.seq, hash = EXCLUDED.hash, moved_at = now()`,
      [JSON.stringify([...anchors.values()])],
    );
    const [{ n }]: { n: number }[] = await manager.query(
      `WITH removed AS (DELETE FROM audit_entries WHERE id = ANY($1::bigint[]) RETURNING id),
            addresses AS (DELETE FROM audit_entry_addresses a USING removed WHERE a.entry_id = removed.id)
       SELECT count(*)::int AS n FROM removed`,
      [removable.map((r) => r.id)],
    );
    return n;
  },
};
