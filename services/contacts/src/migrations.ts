import { MigrationInterface, QueryRunner } from 'typeorm';
import { messagingMigrations } from '@freight/messaging';

/**
 * Contacts and what this service knows of their owners. `scope` is who may see a contact: the owner's
 * company id, or minus the owner's customer id when the owner has no company, so "mine and my colleagues'"
 * is one equality that the list's indexes lead with.
 */
export class CreateContacts1732000000450 implements MigrationInterface {
  name = 'CreateContacts1732000000450';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_profiles (
        customer_id      integer PRIMARY KEY,
        comp_id          integer,
        filter_contacts  boolean NOT NULL DEFAULT false,
        changed_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE contacts (
        id          serial PRIMARY KEY,
        cust_id     integer NOT NULL,
        scope       integer NOT NULL,
        company     text,
        first_name  text,
        last_name   text,
        address1    text,
        address2    text,
        postcode    text,
        city        text,
        state       text,
        country     text NOT NULL DEFAULT 'SE',
        phone       text,
        mobile      text,
        email       text,
        reference   text,
        comments    text,
        notes       text,
        consignor   boolean NOT NULL DEFAULT false,
        consignee   boolean NOT NULL DEFAULT true,
        consumer    boolean NOT NULL DEFAULT false,
        locked      boolean NOT NULL DEFAULT false,
        "primary"   boolean NOT NULL DEFAULT false,
        -- coalesce and || rather than concat_ws, which PostgreSQL does not count as immutable.
        search      text GENERATED ALWAYS AS (lower(coalesce(company, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(address1, '') || ' ' || coalesce(postcode, '') || ' ' || coalesce(city, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(reference, ''))) STORED,
        import_id   uuid,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX contacts_cust ON contacts (cust_id, id)');
    await q.query('CREATE INDEX contacts_scope ON contacts (scope, id)');
    for (const column of ['company', 'first_name', 'last_name', 'city', 'postcode', 'country', 'email']) {
      await q.query(`CREATE INDEX contacts_scope_${column} ON contacts (scope, ${column}, id)`);
    }
    await q.query('CREATE UNIQUE INDEX contacts_one_primary ON contacts (cust_id) WHERE "primary"');
    // Substring search ("Minst antal tecken") over the whole address: trigrams let LIKE '%q%' use an index.
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await q.query('CREATE INDEX contacts_search ON contacts USING gin (search public.gin_trgm_ops)');

    await q.query(`
      CREATE TABLE contact_imports (
        id            uuid PRIMARY KEY,
        cust_id       integer NOT NULL,
        created_by    integer NOT NULL,
        file_name     text,
        total         integer NOT NULL,
        valid         integer NOT NULL,
        invalid       integer NOT NULL,
        committed_at  timestamptz,
        replace_by    text,
        created       integer,
        updated       integer,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX contact_imports_cust ON contact_imports (cust_id, created_at)');
    await q.query(`
      CREATE TABLE contact_import_rows (
        import_id  uuid NOT NULL REFERENCES contact_imports (id) ON DELETE CASCADE,
        row_no     integer NOT NULL,
        data       jsonb NOT NULL,
        errors     jsonb,
        PRIMARY KEY (import_id, row_no)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contact_import_rows');
    await q.query('DROP TABLE contact_imports');
    await q.query('DROP TABLE contacts');
    await q.query('DROP TABLE customer_profiles');
  }
}

export const contactsMigrations = [...messagingMigrations, CreateContacts1732000000450];
