import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (issue 32 item 1): one hash chain per customer (customer 0: calls of no customer), read by the
 * customer's company (comp_id) as a whole; the chain's head in
 * audit_chain_heads (the row locked while appending is the per-customer lock). Append-only by trigger, not by
 * REVOKE: the services connect as the role that owns their tables (it runs their migrations), and an owner's
 * privileges cannot be taken from it; a trigger refuses UPDATE, DELETE and TRUNCATE whoever connects.
 */
export class CreateAuditTrail1780200000100 implements MigrationInterface {
  name = 'CreateAuditTrail1780200000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entries (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id        uuid NOT NULL UNIQUE,
        customer_id     integer NOT NULL,
        seq             bigint NOT NULL,
        occurred_at     timestamptz NOT NULL,
        action          text NOT NULL,
        outcome         text NOT NULL CHECK (outcome IN ('success', 'failure')),
        route           text NOT NULL,
        user_id         integer,
        company_id      integer,
        api_key_id      text,
        client_address  text,
        request_id      text NOT NULL,
        target_ids      text[] NOT NULL,
        summary         text NOT NULL,
        prev_hash       text NOT NULL,
        hash            text NOT NULL,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        UNIQUE (customer_id, seq)
      )`);
    await q.query('CREATE INDEX audit_entries_customer_time ON audit_entries (customer_id, occurred_at DESC, id DESC)');
    await q.query(
      'CREATE INDEX audit_entries_company_time ON audit_entries (company_id, occurred_at DESC, id DESC) WHERE company_id IS NOT NULL',
    );
    // Each customer's company (customers.comp_id) as CustomerProfileChanged says: entries carry it, colleagues read them.
    await q.query(`
      CREATE TABLE audit_customer_companies (
        customer_id  integer PRIMARY KEY,
        company_id   integer
      )`);
    await q.query(`
      CREATE TABLE audit_chain_heads (
        customer_id  integer PRIMARY KEY,
        seq          bigint NOT NULL,
        hash         text NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON audit_entries
        FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
        FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE audit_chain_heads');
    await q.query('DROP TABLE audit_customer_companies');
    await q.query('DROP TABLE audit_entries');
    await q.query('DROP FUNCTION audit_entries_append_only()');
  }
}

/**
 * The actor's role at the time of the action (administrator, booker, viewer; admin for the back office). Nullable:
 * entries chained before it have none, and their hashes (which cover no role) stay valid as they are.
 */
export class AddAuditEntryRole1780500000100 implements MigrationInterface {
  name = 'AddAuditEntryRole1780500000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_entries ADD COLUMN role text CHECK (role IN ('administrator', 'booker', 'viewer', 'admin'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE audit_entries DROP COLUMN role');
  }
}

/**
 * The client address out of the chained entry (issue 32 item 4: an erasure removes it). From now on an entry chains a
 * salted commitment, sha256(salt || address), in `address_commitment`, and the address and its salt sit in
 * audit_entry_addresses, keyed by entry, where an erasure deletes them: a missing row is an erased address, a present
 * one must match its commitment. Entries chained before keep the address in the clear in their hashes, so theirs
 * move here without salt; an erasure blanks them (a tombstone), and verify can then check only their links.
 * Dropping the column changes no entry's row content the chain covers, and needs no UPDATE past the trigger. No foreign
 * key to audit_entries: one would have TRUNCATE refused by it rather than by the append-only trigger; retention removes
 * an entry's row with it.
 */
export class MoveAuditAddressesAside1790600000610 implements MigrationInterface {
  name = 'MoveAuditAddressesAside1790600000610';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entry_addresses (
        entry_id     bigint PRIMARY KEY,
        customer_id  integer NOT NULL,
        address      text,
        salt         text,
        CHECK (salt IS NULL OR address IS NOT NULL)
      )`);
    await q.query('CREATE INDEX audit_entry_addresses_customer ON audit_entry_addresses (customer_id)');
    // Customers erased: an entry of theirs still on its way (recorded before the erasure, appended after) keeps no address.
    await q.query(`CREATE TABLE audit_erased_customers (customer_id integer PRIMARY KEY, erased_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('ALTER TABLE audit_entries ADD COLUMN address_commitment text');
    await q.query(`
      INSERT INTO audit_entry_addresses (entry_id, customer_id, address)
      SELECT id, customer_id, client_address FROM audit_entries WHERE client_address IS NOT NULL`);
    await q.query('ALTER TABLE audit_entries DROP COLUMN client_address');
  }

  async down(q: QueryRunner): Promise<void> {
    // Entries chained with a commitment verify only with this table; going back loses their addresses from the chain's view.
    await q.query('ALTER TABLE audit_entries ADD COLUMN client_address text');
    await q.query('ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_no_change');
    await q.query(
      `UPDATE audit_entries e SET client_address = a.address FROM audit_entry_addresses a WHERE a.entry_id = e.id AND a.salt IS NULL`,
    );
    await q.query('ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_no_change');
    await q.query('ALTER TABLE audit_entries DROP COLUMN address_commitment');
    await q.query('DROP TABLE audit_erased_customers');
    await q.query('DROP TABLE audit_entry_addresses');
  }
}

/**
 * Retention of audit entries (7 years, issue 32 item 5) without giving up append-only: UPDATE and TRUNCATE stay
 * refused whoever connects; DELETE only of entries older than 7 years by the database's clock, and only as the oldest
 * part of a customer's chain whose last removed entry (seq and hash) is recorded first in audit_chain_anchors, in the
 * same transaction. So a young entry, one from the middle, or old ones removed without their anchor cannot go through
 * the application's connection; behind the trigger's back (a superuser), verify reports the first entry left that does
 * not follow its anchor. Anchors only move forward. The 7 years are written here too (AUDIT_RETENTION_YEARS): a change
 * of the retention is a migration.
 */
export class AddAuditEntryRetention1790600000620 implements MigrationInterface {
  name = 'AddAuditEntryRetention1790600000620';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_chain_anchors (
        customer_id  integer PRIMARY KEY,
        seq          bigint NOT NULL,
        hash         text NOT NULL,
        moved_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION audit_chain_anchors_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'UPDATE' OR NEW.customer_id <> OLD.customer_id OR NEW.seq <= OLD.seq THEN
          RAISE EXCEPTION 'audit_chain_anchors only move forward (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_chain_anchors_forward_only BEFORE UPDATE OR DELETE ON audit_chain_anchors
        FOR EACH ROW EXECUTE FUNCTION audit_chain_anchors_forward_only()`);
    await q.query(`
      CREATE TRIGGER audit_chain_anchors_no_truncate BEFORE TRUNCATE ON audit_chain_anchors
        FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_anchors_forward_only()`);

    await q.query('DROP TRIGGER audit_entries_no_change ON audit_entries');
    await q.query(`
      CREATE TRIGGER audit_entries_no_update BEFORE UPDATE ON audit_entries
        FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`);
    await q.query(`
      CREATE FUNCTION audit_entries_retention_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.occurred_at >= now() - interval '7 years' THEN
          RAISE EXCEPTION 'audit_entries is append-only (DELETE refused: entry % is younger than the 7-year retention)', OLD.id
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_entries_retention_only BEFORE DELETE ON audit_entries
        FOR EACH ROW EXECUTE FUNCTION audit_entries_retention_only()`);
    // Checked once the statement is done: per customer, the removed entries reach its anchor and none at or below it is left.
    // The service's search_path goes with the function: a connection without it (an operator's) meets the same check.
    await q.query(`
      CREATE FUNCTION audit_entries_removed_anchored() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        customer integer;
      BEGIN
        SELECT r.customer_id INTO customer
          FROM (SELECT customer_id, max(seq) AS seq FROM removed GROUP BY customer_id) r
          JOIN removed last ON last.customer_id = r.customer_id AND last.seq = r.seq
          LEFT JOIN audit_chain_anchors a ON a.customer_id = r.customer_id
         WHERE a.seq IS DISTINCT FROM r.seq OR a.hash IS DISTINCT FROM last.hash
            OR EXISTS (SELECT 1 FROM audit_entries e WHERE e.customer_id = r.customer_id AND e.seq <= r.seq)
         LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'audit_entries is append-only (DELETE refused: customer % has entries removed other than the oldest up to its anchor)',
            customer USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_entries_removed_anchored AFTER DELETE ON audit_entries REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_removed_anchored()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER audit_entries_removed_anchored ON audit_entries');
    await q.query('DROP FUNCTION audit_entries_removed_anchored()');
    await q.query('DROP TRIGGER audit_entries_retention_only ON audit_entries');
    await q.query('DROP FUNCTION audit_entries_retention_only()');
    await q.query('DROP TRIGGER audit_entries_no_update ON audit_entries');
    await q.query(`
      CREATE TRIGGER audit_entries_no_change BEFORE UPDATE OR DELETE ON audit_entries
        FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`);
    await q.query('DROP TABLE audit_chain_anchors');
    await q.query('DROP FUNCTION audit_chain_anchors_forward_only()');
  }
}
