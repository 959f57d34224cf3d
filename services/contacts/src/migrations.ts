import { MigrationInterface, QueryRunner } from 'typeorm';
import { ensureExtension } from '@freight/kernel';
import { messagingMigrations } from '@freight/messaging';
import { CreateCustomerLastSeen1780500000450 } from './last-seen/database/last-seen.migrations';
import { CreatePackageFavourites1732000000452 } from './package-favourites/database/package-favourite.migrations';

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
    await ensureExtension(q, 'pg_trgm');
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

/**
 * Per owner and scope, how many contacts there are, kept by statement-level triggers (one statement per
 * import or bulk call, whatever its row count), so an unfiltered list answers its total without counting
 * a company's 100 000 rows on every page. The functions keep the migration's search_path, so a write from
 * any session (a bench, psql) counts into this schema's table.
 */
export class CreateContactCounts1732000000451 implements MigrationInterface {
  name = 'CreateContactCounts1732000000451';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_counts (
        scope    integer NOT NULL,
        cust_id  integer NOT NULL,
        n        integer NOT NULL,
        PRIMARY KEY (scope, cust_id)
      )`);
    await q.query('CREATE INDEX contact_counts_cust ON contact_counts (cust_id)');
    await q.query(`
      CREATE FUNCTION contact_counts_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO contact_counts (scope, cust_id, n)
        SELECT scope, cust_id, count(*) FROM added GROUP BY scope, cust_id ORDER BY scope, cust_id
        ON CONFLICT (scope, cust_id) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION contact_counts_remove() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        UPDATE contact_counts c SET n = c.n - r.k
          FROM (SELECT scope, cust_id, count(*) AS k FROM removed GROUP BY scope, cust_id) r
         WHERE c.scope = r.scope AND c.cust_id = r.cust_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION contact_counts_move() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        UPDATE contact_counts c SET n = c.n - r.k
          FROM (SELECT o.scope, o.cust_id, count(*) AS k FROM removed o JOIN added a ON a.id = o.id WHERE a.scope <> o.scope GROUP BY o.scope, o.cust_id) r
         WHERE c.scope = r.scope AND c.cust_id = r.cust_id;
        INSERT INTO contact_counts (scope, cust_id, n)
        SELECT a.scope, a.cust_id, count(*) FROM added a JOIN removed o ON o.id = a.id WHERE a.scope <> o.scope GROUP BY a.scope, a.cust_id ORDER BY a.scope, a.cust_id
        ON CONFLICT (scope, cust_id) DO UPDATE SET n = contact_counts.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await q.query(
      'CREATE TRIGGER contacts_counted_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_add()',
    );
    await q.query(
      'CREATE TRIGGER contacts_counted_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_remove()',
    );
    await q.query(
      'CREATE TRIGGER contacts_counted_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_move()',
    );
    await q.query('INSERT INTO contact_counts (scope, cust_id, n) SELECT scope, cust_id, count(*) FROM contacts GROUP BY scope, cust_id');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER contacts_counted_update ON contacts');
    await q.query('DROP TRIGGER contacts_counted_delete ON contacts');
    await q.query('DROP TRIGGER contacts_counted_insert ON contacts');
    await q.query('DROP FUNCTION contact_counts_move(), contact_counts_remove(), contact_counts_add()');
    await q.query('DROP TABLE contact_counts');
  }
}

export const contactsMigrations = [
  ...messagingMigrations,
  CreateContacts1732000000450,
  CreateContactCounts1732000000451,
  CreatePackageFavourites1732000000452,
  CreateCustomerLastSeen1780500000450,
];
