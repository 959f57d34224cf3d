import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pulling statuses (issue 28). tracking_polls: when each booked order's carrier is next asked (no row: due from
 * its booking), how often it was; tracking_budget: calls made per carrier and Stockholm day, shared by every
 * replica, so the day's allowance holds whichever replica runs a slot.
 */
export class CreateTrackingPolls1780000002810 implements MigrationInterface {
  name = 'CreateTrackingPolls1780000002810';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tracking_polls (
        order_no      text PRIMARY KEY,
        carrier_code  integer NOT NULL,
        next_poll_at  timestamptz NOT NULL,
        polls         integer NOT NULL DEFAULT 0,
        last_poll_at  timestamptz
      )`);
    await q.query(`
      CREATE TABLE tracking_budget (
        carrier_code  integer NOT NULL,
        day           date NOT NULL,
        calls         integer NOT NULL DEFAULT 0,
        PRIMARY KEY (carrier_code, day)
      )`);
    // The poller's search: a carrier's booked orders of the last weeks.
    await q.query('CREATE INDEX orders_booked_by_carrier ON orders (supplier_id, date_booked) WHERE date_booked IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX orders_booked_by_carrier');
    await q.query('DROP TABLE tracking_budget');
    await q.query('DROP TABLE tracking_polls');
  }
}
