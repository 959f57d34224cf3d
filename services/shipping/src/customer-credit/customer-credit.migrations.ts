import { MigrationInterface, QueryRunner } from 'typeorm';

/** Shipping's copy of billing's credit state (CustomerCreditBlocked / CustomerCreditUnblocked). */
export class CreateCustomerCredit1733000000500 implements MigrationInterface {
  name = 'CreateCustomerCredit1733000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_credit (
        customer_id integer PRIMARY KEY,
        blocked     boolean NOT NULL,
        reason      text NOT NULL DEFAULT '',
        changed_at  timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX customer_credit_blocked ON customer_credit (customer_id) WHERE blocked');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE customer_credit');
  }
}
