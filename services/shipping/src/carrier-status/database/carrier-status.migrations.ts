import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every carrier report for a booked order (order_status_history), and the reports that named no booked
 * consignment yet (carrier_status_unmatched), kept until booking catches up. consignments.consignment_no
 * is already unique (CreateConsignments1732000000500), which the lookup by number relies on.
 */
export class CreateCarrierStatusHistory1732000000800 implements MigrationInterface {
  name = 'CreateCarrierStatusHistory1732000000800';

  async up(q: QueryRunner): Promise<void> {
    // No foreign key to orders: the history is the carrier's record and outlives nothing it refers to (booked orders are never deleted).
    await q.query(`
      CREATE TABLE order_status_history (
        id            bigserial PRIMARY KEY,
        order_no      text NOT NULL,
        carrier_code  integer NOT NULL,
        event_id      text NOT NULL,
        status        text NOT NULL,
        occurred_at   timestamptz NOT NULL,
        received_at   timestamptz NOT NULL,
        location      text NOT NULL DEFAULT '',
        description   text NOT NULL DEFAULT '',
        CONSTRAINT order_status_history_event UNIQUE (carrier_code, event_id)
      )`);
    await q.query('CREATE INDEX order_status_history_order ON order_status_history (order_no, occurred_at)');
    await q.query(`
      CREATE TABLE carrier_status_unmatched (
        carrier_code    integer NOT NULL,
        event_id        text NOT NULL,
        consignment_no  text NOT NULL,
        status          text NOT NULL,
        occurred_at     timestamptz NOT NULL,
        received_at     timestamptz NOT NULL,
        location        text NOT NULL DEFAULT '',
        description     text NOT NULL DEFAULT '',
        PRIMARY KEY (carrier_code, event_id)
      )`);
    await q.query('CREATE INDEX carrier_status_unmatched_consignment ON carrier_status_unmatched (consignment_no)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE carrier_status_unmatched');
    await q.query('DROP TABLE order_status_history');
  }
}
