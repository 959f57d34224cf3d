import { MigrationInterface, QueryRunner } from 'typeorm';

/** A booked order keeps its emission estimate (issue 33): CO2e, transport activity and mode, null when not estimated. */
export class AddEmissionToOrders1779330000700 implements MigrationInterface {
  name = 'AddEmissionToOrders1779330000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders ADD COLUMN co2e_grams bigint, ADD COLUMN emission_kg_km bigint, ADD COLUMN emission_mode text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE orders DROP COLUMN co2e_grams, DROP COLUMN emission_kg_km, DROP COLUMN emission_mode');
  }
}

/** How many consignment numbers one nextval of carrier_consignment_no reserves (its INCREMENT BY). */
export const CARRIER_NUMBER_BLOCK = 50;

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

/**
 * Each nextval hands out a block of CARRIER_NUMBER_BLOCK numbers: a process numbers fifty bookings from
 * memory for one round trip to PostgreSQL. Numbers skipped when a process stops mid-block are gaps, as a
 * rolled-back booking already left.
 */
export class CarrierConsignmentNoInBlocks1770000000700 implements MigrationInterface {
  name = 'CarrierConsignmentNoInBlocks1770000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER SEQUENCE carrier_consignment_no INCREMENT BY ${CARRIER_NUMBER_BLOCK}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER SEQUENCE carrier_consignment_no INCREMENT BY 1');
  }
}
