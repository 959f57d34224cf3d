import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member dashboard's read model (issue 33), kept from events by KeepInsightsSummary: per customer and
 * Stockholm month (and carrier and product) what the dashboard shows, per customer and ISO week the
 * consignments, and per booked order what a later delivery or complaint needs to find its row. The dashboard
 * reads the summaries only; their size follows months × products, not orders.
 */
export class CreateInsights1779330000200 implements MigrationInterface {
  name = 'CreateInsights1779330000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE insight_orders (
        order_no           text PRIMARY KEY,
        customer_id        integer NOT NULL,
        supplier_id        integer NOT NULL,
        template_name      text NOT NULL,
        booked_month       date NOT NULL,
        booked_day         date NOT NULL,
        delivery_max_days  integer,
        delivered_day      date
      )`);
    await q.query(`
      CREATE TABLE insight_monthly (
        customer_id     integer NOT NULL,
        month           date NOT NULL,
        supplier_id     integer NOT NULL,
        template_name   text NOT NULL,
        consignments    integer NOT NULL DEFAULT 0,
        spend_ore       bigint NOT NULL DEFAULT 0,
        estimated       integer NOT NULL DEFAULT 0,
        co2e_grams      bigint NOT NULL DEFAULT 0,
        kg_km           bigint NOT NULL DEFAULT 0,
        air_co2e_grams  bigint NOT NULL DEFAULT 0,
        air_kg_km       bigint NOT NULL DEFAULT 0,
        air_estimated   integer NOT NULL DEFAULT 0,
        delivered       integer NOT NULL DEFAULT 0,
        on_time         integer NOT NULL DEFAULT 0,
        complaints      integer NOT NULL DEFAULT 0,
        claims          integer NOT NULL DEFAULT 0,
        PRIMARY KEY (customer_id, month, supplier_id, template_name)
      )`);
    await q.query(`
      CREATE TABLE insight_weekly (
        customer_id   integer NOT NULL,
        week          date NOT NULL,
        consignments  integer NOT NULL DEFAULT 0,
        PRIMARY KEY (customer_id, week)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE insight_weekly');
    await q.query('DROP TABLE insight_monthly');
    await q.query('DROP TABLE insight_orders');
  }
}

/**
 * How many rows one customer's month of a product (or week) is spread over; see StripeInsightSums. Eight, not
 * billing's sixteen: the dashboard reads every stripe (two years of a customer with eight products on every stripe:
 * 3.1 ms on one row per key, 4.1 ms on eight, 6.6 ms on sixteen, pgbench on the busy dev box), while a service's
 * pool of five connections writes at most five chunks at once.
 */
export const INSIGHT_STRIPES = 8;

/**
 * The monthly and weekly sums spread over rows by backend (`pg_backend_pid() % INSIGHT_STRIPES`), as billing's
 * customer line totals are: the six partitions of freight.orders.v1 are applied side by side and each chunk names
 * most of the same customers, so on one row per customer and month their transactions queued behind each other
 * until each committed (six chunks of 160 bookings: ~150 ms one after another, ~50 ms on rows of their own). Every
 * reader already sums over the key's rows; a month of a product has at most INSIGHT_STRIPES rows per customer.
 */
export class StripeInsightSums1790000000400 implements MigrationInterface {
  name = 'StripeInsightSums1790000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE insight_monthly ADD COLUMN stripe smallint NOT NULL DEFAULT 0');
    await q.query(
      'ALTER TABLE insight_monthly DROP CONSTRAINT insight_monthly_pkey, ADD PRIMARY KEY (customer_id, month, supplier_id, template_name, stripe)',
    );
    await q.query('ALTER TABLE insight_weekly ADD COLUMN stripe smallint NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE insight_weekly DROP CONSTRAINT insight_weekly_pkey, ADD PRIMARY KEY (customer_id, week, stripe)');
  }

  /** Each key's stripes added up into stripe 0 before the column goes. */
  async down(q: QueryRunner): Promise<void> {
    const sums = [
      'consignments',
      'spend_ore',
      'estimated',
      'co2e_grams',
      'kg_km',
      'air_co2e_grams',
      'air_kg_km',
      'air_estimated',
      'delivered',
      'on_time',
      'complaints',
      'claims',
    ];
    await q.query(`
      INSERT INTO insight_monthly AS m (customer_id, month, supplier_id, template_name, stripe, ${sums.join(', ')})
      SELECT customer_id, month, supplier_id, template_name, 0, ${sums.map((c) => `sum(${c})`).join(', ')}
        FROM insight_monthly WHERE stripe <> 0 GROUP BY 1, 2, 3, 4
      ON CONFLICT (customer_id, month, supplier_id, template_name, stripe) DO UPDATE SET
        ${sums.map((c) => `${c} = m.${c} + EXCLUDED.${c}`).join(', ')}`);
    await q.query('DELETE FROM insight_monthly WHERE stripe <> 0');
    await q.query(
      'ALTER TABLE insight_monthly DROP CONSTRAINT insight_monthly_pkey, ADD PRIMARY KEY (customer_id, month, supplier_id, template_name)',
    );
    await q.query('ALTER TABLE insight_monthly DROP COLUMN stripe');
    await q.query(`
      INSERT INTO insight_weekly AS w (customer_id, week, stripe, consignments)
      SELECT customer_id, week, 0, sum(consignments) FROM insight_weekly WHERE stripe <> 0 GROUP BY 1, 2
      ON CONFLICT (customer_id, week, stripe) DO UPDATE SET consignments = w.consignments + EXCLUDED.consignments`);
    await q.query('DELETE FROM insight_weekly WHERE stripe <> 0');
    await q.query('ALTER TABLE insight_weekly DROP CONSTRAINT insight_weekly_pkey, ADD PRIMARY KEY (customer_id, week)');
    await q.query('ALTER TABLE insight_weekly DROP COLUMN stripe');
  }
}
