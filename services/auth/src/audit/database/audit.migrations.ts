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
