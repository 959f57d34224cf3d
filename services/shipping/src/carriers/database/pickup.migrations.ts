import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pickups booked at the carrier, on the booking's own transmission row (the same outbox path): once the carrier has
 * confirmed the shipment, an order that needs collecting gets pickup_state 'pending' in the same statement, and the
 * transmission books the pickup (with its lease and back-off) until the carrier confirms it (its confirmation
 * number kept) or refuses (its text kept). Cancelling the order cancels the pickup.
 */
export class CarrierPickups1780000000730 implements MigrationInterface {
  name = 'CarrierPickups1780000000730';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE carrier_transmissions
      ADD COLUMN pickup_state text CHECK (pickup_state IN ('pending', 'confirmed', 'refused', 'cancelled')),
      ADD COLUMN pickup_confirmation text,
      ADD COLUMN pickup_error text`);
    await q.query(
      `CREATE INDEX carrier_transmissions_pickups_due ON carrier_transmissions (next_attempt_at) WHERE pickup_state = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX carrier_transmissions_pickups_due');
    await q.query('ALTER TABLE carrier_transmissions DROP COLUMN pickup_state, DROP COLUMN pickup_confirmation, DROP COLUMN pickup_error');
  }
}
