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
