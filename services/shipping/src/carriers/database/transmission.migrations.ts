import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's transmission to its carrier, written in the booking's own statement (the outbox's pattern):
 * worked at once by the booking call, and by the worker until the carrier says yes or no. `lease_until` keeps
 * two workers (two replicas) off one row; `outcome_unknown` makes the next attempt look the shipment up first.
 * orders.carrier_state: waiting | confirmed | refused (null for orders booked before transmissions existed).
 */
export class CreateCarrierTransmissions1780000000700 implements MigrationInterface {
  name = 'CreateCarrierTransmissions1780000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE carrier_transmissions (
      order_no text PRIMARY KEY REFERENCES orders (order_no) ON DELETE CASCADE,
      carrier_code integer NOT NULL,
      reference text NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'refused')),
      attempts integer NOT NULL DEFAULT 0,
      outcome_unknown boolean NOT NULL DEFAULT false,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      created_at timestamptz NOT NULL,
      settled_at timestamptz,
      carrier_shipment_id text,
      tracking_numbers text[],
      labels jsonb,
      warnings text[],
      refusal_reason text,
      refusal_code text,
      refusal_text text,
      last_error text)`);
    await q.query(`CREATE INDEX carrier_transmissions_due ON carrier_transmissions (next_attempt_at) WHERE state = 'pending'`);
    await q.query(`ALTER TABLE orders ADD COLUMN carrier_state text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders DROP COLUMN carrier_state');
    await q.query('DROP TABLE carrier_transmissions');
  }
}
