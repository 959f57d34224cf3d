import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' webhook endpoints (issue 28 item 5), and the deliveries owed to them: one row per endpoint and
 * event, written in the transaction that consumed the event (the inbox's), so an event is owed once and
 * survives any restart; each attempt leaves a row the profile shows. The secret is kept (sealed since
 * WebhookSecretsAtRest) because every delivery is signed with it; it is answered once, when the endpoint is made.
 */
export class CreateWebhooks1780100000200 implements MigrationInterface {
  name = 'CreateWebhooks1780100000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id           uuid PRIMARY KEY,
        customer_id  integer NOT NULL,
        url          text NOT NULL,
        description  text,
        events       text[] NOT NULL,
        secret       text NOT NULL,
        created_by   integer NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX webhook_endpoints_customer ON webhook_endpoints (customer_id, created_at)');
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id               uuid PRIMARY KEY,
        endpoint_id      uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        customer_id      integer NOT NULL,
        event_id         text NOT NULL,
        event_type       text NOT NULL,
        body             text NOT NULL,
        status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
        -- Attempts since the delivery was owed or last resent: the retry schedule's count (the log has them all).
        attempts         integer NOT NULL DEFAULT 0,
        created_at       timestamptz NOT NULL,
        retry_from       timestamptz NOT NULL,
        next_attempt_at  timestamptz NOT NULL,
        delivered_at     timestamptz,
        UNIQUE (endpoint_id, event_id)
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'sending')`);
    await q.query('CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC)');
    await q.query(`
      CREATE TABLE webhook_attempts (
        id            bigserial PRIMARY KEY,
        delivery_id   uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        customer_id   integer NOT NULL,
        attempted_at  timestamptz NOT NULL,
        status_code   integer,
        error         text
      )`);
    await q.query('CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE webhook_attempts');
    await q.query('DROP TABLE webhook_deliveries');
    await q.query('DROP TABLE webhook_endpoints');
  }
}
