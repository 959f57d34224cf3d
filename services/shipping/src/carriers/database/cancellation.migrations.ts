import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cancellation (PUT /order/cancel/): the order keeps when it was cancelled, its carrier_state becomes cancelled,
 * and its transmission too (a transmission cancelled before it reached the carrier is never sent; one the carrier
 * answered meanwhile is voided there by the transmitter).
 */
export class CancelOrders1780000000710 implements MigrationInterface {
  name = 'CancelOrders1780000000710';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders ADD COLUMN cancelled_at timestamptz');
    await q.query('ALTER TABLE carrier_transmissions DROP CONSTRAINT carrier_transmissions_state_check');
    await q.query(`ALTER TABLE carrier_transmissions ADD CONSTRAINT carrier_transmissions_state_check
      CHECK (state IN ('pending', 'confirmed', 'refused', 'cancelled'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE FROM carrier_transmissions WHERE state = 'cancelled'");
    await q.query('ALTER TABLE carrier_transmissions DROP CONSTRAINT carrier_transmissions_state_check');
    await q.query(`ALTER TABLE carrier_transmissions ADD CONSTRAINT carrier_transmissions_state_check
      CHECK (state IN ('pending', 'confirmed', 'refused'))`);
    await q.query('ALTER TABLE orders DROP COLUMN cancelled_at');
  }
}
