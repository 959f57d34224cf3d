import { MigrationInterface, QueryRunner } from 'typeorm';

/** Claims' own copy of booked orders and the complaint and insurance-claim records, with their attachments' bytes. */
export class CreateClaims1732000001700 implements MigrationInterface {
  name = 'CreateClaims1732000001700';

  async up(q: QueryRunner): Promise<void> {
    // From OrderBooked and OrderStatusChanged: ownership of a consignment number and the claim window, without asking shipping.
    await q.query(`
      CREATE TABLE booked_orders (
        order_no         text PRIMARY KEY,
        customer_id      integer NOT NULL,
        consignment_no   text NOT NULL,
        supplier_id      integer NOT NULL,
        template_name    text NOT NULL,
        insured          boolean NOT NULL,
        goods_value_ore  bigint NOT NULL,
        booked_at        timestamptz NOT NULL,
        status           text NOT NULL DEFAULT '',
        status_at        timestamptz,
        delivered_at     timestamptz
      )`);
    await q.query('CREATE INDEX booked_orders_consignment ON booked_orders (customer_id, consignment_no)');

    // From CustomerSettingChanged (archivedComplaints): the list's default filter.
    await q.query(`
      CREATE TABLE customer_settings (
        customer_id          integer PRIMARY KEY,
        archived_complaints  boolean NOT NULL DEFAULT false,
        changed_at           timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE TABLE complaints (
        id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        customer_id        integer NOT NULL,
        order_no           text NOT NULL,
        identifier         text NOT NULL,
        supplier_id        integer NOT NULL,
        created_by         integer NOT NULL,
        created_date       timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL,
        sent_date          timestamptz,
        sent_receiver_id   integer,
        description        text NOT NULL,
        complaint_claim    text NOT NULL DEFAULT '',
        comment            text NOT NULL DEFAULT '',
        reply_to_member    text NOT NULL DEFAULT '',
        replied_at         timestamptz,
        internal_comment   text NOT NULL DEFAULT '',
        mark_member_list   boolean NOT NULL DEFAULT false,
        mark_admin_list    boolean NOT NULL DEFAULT false,
        ref_complaint_id   bigint REFERENCES complaints (id) ON DELETE SET NULL,
        processed          boolean NOT NULL DEFAULT false,
        archived           boolean NOT NULL DEFAULT false,
        last_reminder_at   timestamptz,
        reminder_count     integer NOT NULL DEFAULT 0
      )`);
    await q.query('CREATE INDEX complaints_customer ON complaints (customer_id, archived, created_date DESC)');

    await q.query(`
      CREATE TABLE complaint_reminders (
        complaint_id  bigint NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
        reminder_no   integer NOT NULL,
        sent_at       timestamptz NOT NULL,
        sent_by       text NOT NULL,
        automatic     boolean NOT NULL,
        PRIMARY KEY (complaint_id, reminder_no)
      )`);

    await q.query(`
      CREATE TABLE insurance_claims (
        id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        customer_id          integer NOT NULL,
        order_no             text NOT NULL,
        consignment_no       text NOT NULL,
        damage_description   text NOT NULL,
        repair_possibility   text NOT NULL DEFAULT '',
        residual_value_ore   bigint,
        other_information    text NOT NULL DEFAULT '',
        payout_account_type  text NOT NULL CHECK (payout_account_type IN ('bankgiro', 'plusgiro')),
        payout_account       text NOT NULL,
        status               text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
        created_by           integer NOT NULL,
        created_at           timestamptz NOT NULL,
        updated_at           timestamptz NOT NULL,
        submitted_at         timestamptz
      )`);
    await q.query('CREATE INDEX insurance_claims_customer ON insurance_claims (customer_id, created_at DESC)');

    // owner_id names a complaint or an insurance claim; a blob is 'pending' until its last chunk is in and its checks passed.
    await q.query(`
      CREATE TABLE attachments (
        id            uuid PRIMARY KEY,
        owner_kind    text NOT NULL CHECK (owner_kind IN ('complaint', 'claim')),
        owner_id      bigint NOT NULL,
        customer_id   integer NOT NULL,
        file_name     text NOT NULL,
        content_type  text NOT NULL DEFAULT '',
        size_bytes    bigint NOT NULL DEFAULT 0,
        state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'stored')),
        created_at    timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX attachments_owner ON attachments (owner_kind, owner_id)');

    // The PostgreSQL BlobStore: one row per chunk, so neither a write nor a read holds a whole file.
    await q.query(`
      CREATE TABLE blob_chunks (
        blob_id  uuid NOT NULL,
        seq      integer NOT NULL,
        data     bytea NOT NULL,
        PRIMARY KEY (blob_id, seq)
      )`);
    // Chunks are already-compressed files (pdf, jpeg, zip): TOAST compression would spend CPU for nothing.
    await q.query('ALTER TABLE blob_chunks ALTER COLUMN data SET STORAGE EXTERNAL');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'blob_chunks',
      'attachments',
      'insurance_claims',
      'complaint_reminders',
      'complaints',
      'customer_settings',
      'booked_orders',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}

/** Attachments list in the order they were uploaded, also when two share a timestamp (the same millisecond). */
export class AttachmentUploadOrder1732000001710 implements MigrationInterface {
  name = 'AttachmentUploadOrder1732000001710';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE attachments ADD COLUMN upload_seq bigint GENERATED ALWAYS AS IDENTITY');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE attachments DROP COLUMN upload_seq');
  }
}

/**
 * Claims' copy of the insuranceDisabled setting (spec section 4: insurance can be inactivated): no insurance
 * claim for a customer whose insurance is inactivated. Each kept setting gets the time of its own latest event,
 * so a late event of one setting never holds back or overwrites the other.
 */
export class CustomerInsuranceSetting1732000001720 implements MigrationInterface {
  name = 'CustomerInsuranceSetting1732000001720';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customer_settings RENAME COLUMN changed_at TO archived_complaints_at');
    await q.query('ALTER TABLE customer_settings ALTER COLUMN archived_complaints_at DROP NOT NULL');
    await q.query(
      'ALTER TABLE customer_settings ADD COLUMN insurance_disabled boolean NOT NULL DEFAULT false, ADD COLUMN insurance_disabled_at timestamptz',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customer_settings DROP COLUMN insurance_disabled, DROP COLUMN insurance_disabled_at');
    await q.query(`UPDATE customer_settings SET archived_complaints_at = '-infinity' WHERE archived_complaints_at IS NULL`);
    await q.query('ALTER TABLE customer_settings ALTER COLUMN archived_complaints_at SET NOT NULL');
    await q.query('ALTER TABLE customer_settings RENAME COLUMN archived_complaints_at TO changed_at');
  }
}

/** A record's stored attachments read a page at a time in upload order and counted from an index; a customer's sent complaints counted from one. */
export class BoundAttachmentsAndComplaintMails1732000001730 implements MigrationInterface {
  name = 'BoundAttachmentsAndComplaintMails1732000001730';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX attachments_owner_stored ON attachments (owner_kind, owner_id, upload_seq) INCLUDE (size_bytes) WHERE state = 'stored'`,
    );
    // A customer's complaints sent in the last hour, for the limit on mails to carriers.
    await q.query('CREATE INDEX complaints_customer_sent ON complaints (customer_id, sent_date) WHERE sent_date IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX attachments_owner_stored, complaints_customer_sent');
  }
}

export const claimsMigrations = [
  CreateClaims1732000001700,
  AttachmentUploadOrder1732000001710,
  CustomerInsuranceSetting1732000001720,
  BoundAttachmentsAndComplaintMails1732000001730,
];
