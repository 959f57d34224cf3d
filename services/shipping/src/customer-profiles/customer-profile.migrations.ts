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

/** The company and its "show booked for all users" setting, for the booked list (CustomerProfileChanged v1, fields 7 and 8). */
export class AddCompanyToCustomerProfiles1732000000310 implements MigrationInterface {
  name = 'AddCompanyToCustomerProfiles1732000000310';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customer_profiles ADD COLUMN comp_id integer, ADD COLUMN show_all_booked boolean NOT NULL DEFAULT false');
    await q.query('CREATE INDEX customer_profiles_company ON customer_profiles (comp_id) WHERE comp_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customer_profiles DROP COLUMN comp_id, DROP COLUMN show_all_booked');
  }
}

/** The customer's booking defaults, which the consignment template carries (CustomerProfileChanged fields 17–19). */
export class AddBookingDefaultsToCustomerProfiles1780000002900 implements MigrationInterface {
  name = 'AddBookingDefaultsToCustomerProfiles1780000002900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE customer_profiles
      ADD COLUMN insurance_disabled boolean NOT NULL DEFAULT false,
      ADD COLUMN insurance_goods_value_ore bigint,
      ADD COLUMN no_pickup boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE customer_profiles DROP COLUMN insurance_disabled, DROP COLUMN insurance_goods_value_ore, DROP COLUMN no_pickup',
    );
  }
}
