import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers' own carrier agreements: the account in the clear (it is printed on waybills), the credentials
 * sealed (SecretBox: AES-256-GCM, key id in the value) as one JSON text. One per customer and carrier.
 */
export class CreateCarrierAgreements1780000002900 implements MigrationInterface {
  name = 'CreateCarrierAgreements1780000002900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE carrier_agreements (
        customer_id   integer NOT NULL,
        carrier_code  integer NOT NULL,
        account_no    text NOT NULL,
        credentials   text NOT NULL,
        updated_by    integer NOT NULL,
        updated_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, carrier_code)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE carrier_agreements');
  }
}
