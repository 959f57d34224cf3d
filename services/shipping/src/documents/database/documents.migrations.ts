import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SSCC serials come from a sequence (unique across processes and replicas, never handed out twice);
 * each package keeps the SSCC it was first printed with, so every reprint carries the same numbers.
 */
export class CreatePackageSscc1771400000900 implements MigrationInterface {
  name = 'CreatePackageSscc1771400000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE sscc_serial AS bigint START WITH 1 MINVALUE 1 NO CYCLE');
    await q.query(`
      CREATE TABLE package_sscc (
        consignment_id uuid    NOT NULL REFERENCES consignments (id) ON DELETE CASCADE,
        package_no     integer NOT NULL CHECK (package_no >= 1),
        sscc           text    NOT NULL UNIQUE CHECK (sscc ~ '^[0-9]{18}$'),
        PRIMARY KEY (consignment_id, package_no)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE package_sscc');
    await q.query('DROP SEQUENCE sscc_serial');
  }
}

/**
 * The customs document (CN23 / commercial invoice) of a consignment leaving the EU customs territory, the
 * member's paperless choice, and what was sent to the carrier electronically (the local carrier adapter
 * keeps the files themselves in chunks, as the carrier's document store would).
 */
export class CreateCustomsDocuments1771400000910 implements MigrationInterface {
  name = 'CreateCustomsDocuments1771400000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE consignment_customs (
        consignment_id uuid        PRIMARY KEY REFERENCES consignments (id) ON DELETE CASCADE,
        declaration    jsonb,
        paperless      boolean     NOT NULL DEFAULT false,
        updated_at     timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE carrier_documents (
        id                  uuid        PRIMARY KEY,
        consignment_id      uuid        NOT NULL REFERENCES consignments (id) ON DELETE CASCADE,
        carrier_code        integer     NOT NULL,
        carrier_document_id text        NOT NULL,
        file_name           text        NOT NULL,
        size                integer     NOT NULL,
        sha256              text        NOT NULL,
        source              text        NOT NULL CHECK (source IN ('generated', 'uploaded')),
        sent_at             timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX carrier_documents_consignment ON carrier_documents (consignment_id, sent_at)');
    await q.query(`
      CREATE TABLE local_carrier_document_chunks (
        carrier_document_id text    NOT NULL,
        seq                 integer NOT NULL,
        data                bytea   NOT NULL,
        PRIMARY KEY (carrier_document_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE local_carrier_document_chunks');
    await q.query('DROP TABLE carrier_documents');
    await q.query('DROP TABLE consignment_customs');
  }
}
