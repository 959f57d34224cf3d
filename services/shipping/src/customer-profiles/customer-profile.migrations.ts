import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCustomerProfiles1732000000300 implements MigrationInterface {
  name = 'CreateCustomerProfiles1732000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_profiles (
        customer_id     integer PRIMARY KEY,
        price_list      integer NOT NULL,
        member_level    integer NOT NULL,
        customer_level  integer NOT NULL,
        carriers        jsonb NOT NULL,
        consignee_type  text NOT NULL,
        changed_at      timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE customer_profiles');
  }
}
