import { decodeEvent } from '@freight/contracts';
import { AuditEntryDraft, AuditTrail, requestContext, TransactionHost } from '@freight/kernel';
import { createTestDatabase, TestDatabase } from '@freight/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { messagingMigrations, Outbox, useOutboxForAudit } from '../src';

const SCHEMA = 'audit_outbox';

/** Every statement any pg client sends from now on. */
function recordStatements(): { statements: string[]; stop: () => void } {
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  const statements: string[] = [];
  prototype.query = function (this: Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    statements.push(typeof config === 'string' ? config : config.text);
    return query.apply(this, args);
  };
  return { statements, stop: () => (prototype.query = query) };
}

const entry = (customerId: number, requestId: string): AuditEntryDraft => ({
  actor: { userId: 7, customerId, role: 'admin' },
  action: 'book-order',
  outcome: 'success',
  targetIds: [`order-${requestId}`],
  summary: '',
  requestId,
  occurredAt: new Date('2026-11-29T10:00:00Z'),
  route: 'PUT /api/order/book/',
});

describe('audit entries through the outbox against the real database', () => {
  let database: TestDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('frakt_audit_outbox');
    ds = new DataSource({
      type: 'postgres',
      url: database.url,
      schema: SCHEMA,
      migrations: messagingMigrations,
      extra: { max: 4, options: `-c search_path=${SCHEMA}` },
    });
    await ds.initialize();
    await ds.query(`CREATE SCHEMA ${SCHEMA}`);
    await ds.runMigrations();
  });

  afterAll(async () => {
    await ds?.destroy();
    await database?.drop();
  });

  it("writes concurrent calls' entries in shared statements without a transaction, each naming its own request", async () => {
    const outbox = new Outbox(new TransactionHost(ds), 'shipping');
    const nudged = jest.fn();
    outbox.onRecorded(nudged);
    const trail = new AuditTrail();
    useOutboxForAudit(trail, outbox);

    const requests = Array.from({ length: 6 }, (_, i) => `req-${i}`);
    const recording = recordStatements();
    try {
      await Promise.all(
        requests.map((requestId, i) =>
          requestContext.run(requestContext.fresh({ requestId, correlationId: `corr-${i}` }), () =>
            trail.record(entry(1001 + (i % 2), requestId)),
          ),
        ),
      );
    } finally {
      recording.stop();
    }

    // Two batches start at once (one call each), the four calls waiting behind them share the next statement.
    const inserts = recording.statements.filter((sql) => sql.includes('INSERT INTO outbox'));
    expect(inserts.length).toBeLessThan(requests.length);
    expect(recording.statements.filter((sql) => /^\s*(START|BEGIN|COMMIT)/i.test(sql))).toEqual([]);
    expect(nudged).toHaveBeenCalledTimes(inserts.length);

    const rows = (await ds.query(`SELECT event_type, aggregate_id, payload, headers FROM ${SCHEMA}.outbox ORDER BY id`)) as Array<{
      event_type: string;
      aggregate_id: string;
      payload: Buffer;
      headers: Record<string, string>;
    }>;
    expect(rows).toHaveLength(requests.length);
    for (const row of rows) {
      const event = decodeEvent('AuditEntryRecorded', row.payload);
      expect(row.event_type).toBe('AuditEntryRecorded');
      expect(row.aggregate_id).toBe(event.actor?.customerId);
      expect(event.targetIds).toEqual([`order-${event.requestId}`]);
      // The event's cause is its own call's request, whichever call's statement carried it.
      expect(row.headers.causation_id).toBe(event.requestId);
      expect(row.headers.correlation_id).toBe(`corr-${event.requestId.slice('req-'.length)}`);
    }
    expect(rows.map((row) => decodeEvent('AuditEntryRecorded', row.payload).requestId).sort()).toEqual(requests);
  });
});
