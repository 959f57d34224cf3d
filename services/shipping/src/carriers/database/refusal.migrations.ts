import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A carrier's refusal reaches the member: the refused booking stays in the booked list (credited), and a new
 * send-list entry, a copy of its consignment, names the order it corrects (`corrects_order_no`), so the member
 * corrects and books it again under a new order (billing keys its lines on the order, so a booking is never billed
 * twice). Shipping keeps the customer's e-mail address from CustomerProfileChanged to tell the member.
 */
export class CarrierRefusals1780000000720 implements MigrationInterface {
  name = 'CarrierRefusals1780000000720';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders ADD COLUMN corrects_order_no text');
    await q.query(`ALTER TABLE customer_profiles ADD COLUMN email text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customer_profiles DROP COLUMN email');
    await q.query('ALTER TABLE orders DROP COLUMN corrects_order_no');
  }
}
