import { ensureExtension } from '@freight/kernel';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the booked list's search matches on a booked consignment (columns of consignments): the waybill number,
 * the consignee's name and the references (the order's, the consignor's and the consignee's). A booked
 * document has its parts in role order with consignor and consignee first (booking needs both), so the
 * consignee is part 1. The query must use this exact expression: the planner matches it to the index.
 */
export const BOOKED_SEARCH_TEXT = `lower(coalesce(consignment_no, '') || ' ' || coalesce(document #>> '{part,1,address,name}', '') || ' ' ||
  coalesce(document ->> 'senderOrderRef', '') || ' ' || coalesce(document #>> '{part,0,reference,reference}', '') || ' ' ||
  coalesce(document #>> '{part,1,reference,reference}', ''))`;

/**
 * The booked list paged in the database (issue 20): its newest page read off one index however many orders a
 * customer has booked (order_no breaks ties, so the page order is the index order; it replaces orders_booked,
 * which it covers), its price order likewise, and trigram indexes for the search over booked consignments and
 * the orders' own references. Only booked rows are indexed: drafts, saved on every step, stay out of them.
 */
export class IndexBookedList1772000000520 implements MigrationInterface {
  name = 'IndexBookedList1772000000520';

  async up(q: QueryRunner): Promise<void> {
    await ensureExtension(q, 'pg_trgm');
    await q.query('CREATE INDEX orders_booked_newest ON orders (customer_id, date_booked, order_no) WHERE date_booked IS NOT NULL');
    await q.query('DROP INDEX orders_booked');
    await q.query('CREATE INDEX orders_booked_price ON orders (customer_id, calculated_price_ore, order_no) WHERE date_booked IS NOT NULL');
    await q.query(
      'CREATE INDEX orders_booked_reference ON orders USING gin (lower(sender_order_ref) public.gin_trgm_ops) WHERE date_booked IS NOT NULL AND sender_order_ref IS NOT NULL',
    );
    await q.query(
      `CREATE INDEX consignments_booked_search ON consignments USING gin ((${BOOKED_SEARCH_TEXT}) public.gin_trgm_ops) WHERE consignment_no IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX consignments_booked_search');
    await q.query('DROP INDEX orders_booked_reference');
    await q.query('DROP INDEX orders_booked_price');
    await q.query('CREATE INDEX orders_booked ON orders (customer_id, date_booked) WHERE date_booked IS NOT NULL');
    await q.query('DROP INDEX orders_booked_newest');
  }
}
