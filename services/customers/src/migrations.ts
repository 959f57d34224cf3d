import { MigrationInterface, QueryRunner } from 'typeorm';
import { messagingMigrations } from '@freight/messaging';

export class CreateCustomers1732000000200 implements MigrationInterface {
  name = 'CreateCustomers1732000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customers (
        id                         integer PRIMARY KEY,
        comp_id                    integer,
        integration_id             text,
        customer_level             integer NOT NULL,
        member_level               integer NOT NULL,
        first_name                 text NOT NULL,
        last_name                  text NOT NULL,
        email                      text NOT NULL,
        phone                      text,
        mobile                     text,
        company                    text,
        org_no                     text,
        address                    text,
        address2                   text,
        postcode                   text,
        city                       text,
        state                      text,
        country                    text NOT NULL DEFAULT 'SE',
        filter_contacts            boolean NOT NULL DEFAULT false,
        primary_contact_id         integer,
        archived_complaints        boolean NOT NULL DEFAULT false,
        show_all_booked            boolean NOT NULL DEFAULT false,
        credit_limit_ore           bigint NOT NULL DEFAULT 0,
        print_format               text NOT NULL DEFAULT 'PDF',
        price_list                 integer NOT NULL DEFAULT 1,
        module_message_read        boolean NOT NULL DEFAULT false,
        carriers                   jsonb NOT NULL DEFAULT '[]',
        credit_block               boolean NOT NULL DEFAULT false,
        insurance_disabled         boolean NOT NULL DEFAULT false,
        insurance_goods_value_ore  bigint,
        no_pickup                  boolean NOT NULL DEFAULT false,
        consignee_type             text NOT NULL DEFAULT 'company' CHECK (consignee_type IN ('company', 'private')),
        agreement_numbers          jsonb NOT NULL DEFAULT '{}',
        last_seen_at               timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE customers');
  }
}

/** The contacts each customer owns, as learnt from the contacts service's events (see KnownContactEntity). */
export class CreateKnownContacts1732000000201 implements MigrationInterface {
  name = 'CreateKnownContacts1732000000201';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE known_contacts (
        contact_id   integer PRIMARY KEY,
        customer_id  integer NOT NULL
      )`);
    await q.query('CREATE INDEX known_contacts_customer_id ON known_contacts (customer_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE known_contacts');
  }
}

export const customersMigrations = [...messagingMigrations, CreateCustomers1732000000200, CreateKnownContacts1732000000201];
