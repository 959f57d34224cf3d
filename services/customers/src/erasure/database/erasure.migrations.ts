import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GDPR erasure requests (issue 32 item 4): one per customer (asking again answers the same request), and each
 * service's confirmation of it. They hold ids and times only, so they outlive the erasure they record.
 */
export class CreateErasureRequests1790000000200 implements MigrationInterface {
  name = 'CreateErasureRequests1790000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE erasure_requests (
        id            uuid PRIMARY KEY,
        customer_id   integer NOT NULL UNIQUE,
        requested_by  integer NOT NULL,
        requested_at  timestamptz NOT NULL,
        completed_at  timestamptz
      )`);
    await q.query('CREATE INDEX erasure_requests_requested_at ON erasure_requests (requested_at, id)');
    await q.query(`
      CREATE TABLE erasure_confirmations (
        request_id    uuid NOT NULL REFERENCES erasure_requests (id),
        service       text NOT NULL,
        confirmed_at  timestamptz NOT NULL,
        affected      integer NOT NULL,
        PRIMARY KEY (request_id, service)
      )`);
    // When the customer record was anonymised; the record itself stays (ids in bills and other services point at it).
    await q.query('ALTER TABLE customers ADD COLUMN erased_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customers DROP COLUMN erased_at');
    await q.query('DROP TABLE erasure_confirmations');
    await q.query('DROP TABLE erasure_requests');
  }
}
