import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateConsignments1732000000500 implements MigrationInterface {
  name = 'CreateConsignments1732000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE consignments (
        id              uuid PRIMARY KEY,
        customer_id     integer NOT NULL,
        consignment_no  text,
        template_name   text,
        temporary       boolean NOT NULL DEFAULT false,
        document        jsonb NOT NULL,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX consignments_customer_id ON consignments (customer_id, created_at)');
    await q.query('CREATE UNIQUE INDEX consignments_consignment_no ON consignments (consignment_no) WHERE consignment_no IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE consignments');
  }
}
