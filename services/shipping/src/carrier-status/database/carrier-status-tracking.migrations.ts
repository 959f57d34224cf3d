import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28. order_status_history.status_word: the portal's word for the report (or the carrier's as written when
 * its table has none), and one row per order, carrier, word and instant: a pulled report and the same report
 * pushed carry different event ids (a pull has none of its own), so the event id alone cannot make them one.
 * Rows that already repeat one another keep the first.
 */
export class DedupeCarrierStatusesByMeaning1780000002800 implements MigrationInterface {
  name = 'DedupeCarrierStatusesByMeaning1780000002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE order_status_history ADD COLUMN status_word text');
    await q.query('UPDATE order_status_history SET status_word = status');
    await q.query('ALTER TABLE order_status_history ALTER COLUMN status_word SET NOT NULL');
    await q.query(`
      DELETE FROM order_status_history h USING order_status_history first
       WHERE first.order_no = h.order_no AND first.carrier_code = h.carrier_code AND first.status_word = h.status_word
         AND first.occurred_at = h.occurred_at AND first.id < h.id`);
    await q.query(
      'CREATE UNIQUE INDEX order_status_history_meaning ON order_status_history (order_no, carrier_code, status_word, occurred_at)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX order_status_history_meaning');
    await q.query('ALTER TABLE order_status_history DROP COLUMN status_word');
  }
}
