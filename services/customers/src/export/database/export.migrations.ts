import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GDPR data exports (issue 32 item 3): the request, the services' pieces while they come in, and the assembled
 * archive until it expires (seven days; the nightly retention then drops its bytes and the pieces of any request
 * that never completed).
 */
export class CreateExportRequests1790000000300 implements MigrationInterface {
  name = 'CreateExportRequests1790000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE export_requests (
        id            uuid PRIMARY KEY,
        customer_id   integer NOT NULL,
        user_id       integer NOT NULL,
        requested_at  timestamptz NOT NULL,
        completed_at  timestamptz,
        expires_at    timestamptz,
        archive       bytea,
        archive_bytes integer
      )`);
    await q.query('CREATE INDEX export_requests_owner ON export_requests (user_id, requested_at DESC)');
    await q.query('CREATE INDEX export_requests_expires_at ON export_requests (expires_at) WHERE archive IS NOT NULL');
    await q.query(`
      CREATE TABLE export_pieces (
        request_id  uuid NOT NULL REFERENCES export_requests (id) ON DELETE CASCADE,
        service     text NOT NULL,
        part        integer NOT NULL,
        parts       integer NOT NULL,
        path        text NOT NULL,
        content     bytea NOT NULL,
        PRIMARY KEY (request_id, service, part)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE export_pieces');
    await q.query('DROP TABLE export_requests');
  }
}
