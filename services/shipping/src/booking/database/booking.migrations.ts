import { MigrationInterface, QueryRunner } from 'typeorm';

/** The local carrier edge's consignment numbers: nine digits from the sequence plus a check digit (ten in all). */
export class CreateCarrierConsignmentNoSequence1732000000700 implements MigrationInterface {
  name = 'CreateCarrierConsignmentNoSequence1732000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE carrier_consignment_no AS bigint START WITH 100000001 MINVALUE 100000001 NO CYCLE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP SEQUENCE carrier_consignment_no');
  }
}
