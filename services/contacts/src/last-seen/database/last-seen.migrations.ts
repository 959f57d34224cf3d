import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each customer last signed in, as auth's UserSignedIn says: the address book's retention (2 years after the
 * owner's last sign-in) reads it here instead of asking another service. Owners with contacts or package favourites
 * today start their clock at this migration: their earlier sign-ins were never sent here, and none should lose its
 * address book for want of a copy.
 */
export class CreateCustomerLastSeen1780500000450 implements MigrationInterface {
  name = 'CreateCustomerLastSeen1780500000450';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_last_seen (
        customer_id   integer PRIMARY KEY,
        last_seen_at  timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX customer_last_seen_time ON customer_last_seen (last_seen_at)');
    await q.query(`
      INSERT INTO customer_last_seen (customer_id, last_seen_at)
      SELECT cust_id, now() FROM (SELECT cust_id FROM contacts UNION SELECT cust_id FROM package_favourites) owners`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE customer_last_seen');
  }
}
