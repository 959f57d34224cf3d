import { MigrationInterface, QueryRunner } from 'typeorm';

/** Orders refer to their consignment; deleting the consignment deletes its (unbooked) order with it. */
export class CreateOrders1732000000510 implements MigrationInterface {
  name = 'CreateOrders1732000000510';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE orders (
        order_no              text PRIMARY KEY,
        customer_id           integer NOT NULL,
        consignment_id        uuid NOT NULL UNIQUE REFERENCES consignments (id) ON DELETE CASCADE,
        supplier_id           integer,
        price_supplier        integer,
        template_name         text,
        consignee_type        text NOT NULL CHECK (consignee_type IN ('company', 'private')),
        calculated_price_ore  bigint,
        calculated_currency   text,
        sender_order_ref      text,
        date_booked           timestamptz,
        printed               boolean NOT NULL DEFAULT false,
        no_pickup             boolean NOT NULL DEFAULT false,
        insured               boolean NOT NULL DEFAULT false,
        goods_value_ore       bigint,
        insurance_price_ore   bigint,
        status_category       text,
        status_name           text,
        status_updated        timestamptz,
        date_printed          timestamptz,
        date_placed           timestamptz NOT NULL
      )`);
    // The send list (unbooked, by placing date) and the booked list (by booking date) of one customer.
    await q.query('CREATE INDEX orders_unbooked ON orders (customer_id, date_placed) WHERE date_booked IS NULL');
    await q.query('CREATE INDEX orders_booked ON orders (customer_id, date_booked) WHERE date_booked IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE orders');
  }
}
