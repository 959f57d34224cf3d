import type { EntityManager } from 'typeorm';

export interface UnmatchedPaymentRow {
  id: string;
  ocr: string;
  amount_ore: string;
  paid_on: string;
  payer_bankgiro: string;
}

/** One page of the payments no bill matched, by payment date (then id), with how many there are in all. */
export async function unmatchedPayments(
  manager: EntityManager,
  order: 'ASC' | 'DESC',
  range: { start: number; end: number },
): Promise<{ rows: UnmatchedPaymentRow[]; total: number }> {
  const rows: (UnmatchedPaymentRow & { total: number })[] = await manager.query(
    `SELECT id::text, ocr, amount_ore::text, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, payer_bankgiro, count(*) OVER ()::int AS total
     FROM payments WHERE bill_id IS NULL ORDER BY paid_on ${order === 'ASC' ? 'ASC' : 'DESC'}, id LIMIT $1 OFFSET $2`,
    [range.end - range.start + 1, range.start],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
