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
