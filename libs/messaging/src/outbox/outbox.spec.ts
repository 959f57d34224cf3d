import { decodeEvent, Topics } from '@freight/contracts';
import { requestContext, TransactionHost } from '@freight/kernel';
import { Outbox } from './outbox';

/** A TransactionHost inside a transaction that notes every statement instead of running it. */
function fakeTransaction(inTransaction = true) {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const afterCommit: Array<() => void> = [];
  const tx = {
    inTransaction,
    manager: { query: async (sql: string, params: unknown[]) => void statements.push({ sql, params }) },
    afterCommit: (hook: () => void) => afterCommit.push(hook),
  } as unknown as TransactionHost;
  return { tx, statements, afterCommit };
}

const SIGNED_IN = { userId: '7', customerId: '1001', signedInAt: '2025-06-10T08:00:00.000Z', demo: false };
const AT = new Date('2025-06-10T08:00:00Z');

describe(Outbox.name, () => {
  it('writes the event, its envelope headers and its topic, and nudges the relay after commit', async () => {
    const { tx, statements, afterCommit } = fakeTransaction();
    const outbox = new Outbox(tx, 'auth');
    const nudged = jest.fn();
    outbox.onRecorded(nudged);
    const context = requestContext.fresh({ requestId: 'req-1', correlationId: 'corr-1' });
    const recorded = await requestContext.run(context, () => outbox.record('UserSignedIn', 7, SIGNED_IN, AT));

    expect(statements).toHaveLength(1);
    const [{ sql, params }] = statements;
    expect(sql).toBe(
      'INSERT INTO outbox (event_id, event_type, topic, aggregate_id, payload, headers, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    );
    expect(params.slice(0, 4)).toEqual([recorded.eventId, 'UserSignedIn', Topics.users, '7']);
    expect(decodeEvent('UserSignedIn', params[4] as Buffer)).toMatchObject(SIGNED_IN);
    expect(JSON.parse(params[5] as string)).toEqual({
      event_id: recorded.eventId,
      event_type: 'UserSignedIn',
      aggregate_id: '7',
      occurred_at: AT.toISOString(),
      correlation_id: 'corr-1',
      causation_id: 'req-1',
      schema_version: '1',
      producer: 'auth',
      content_type: 'application/x-protobuf',
    });
    expect(params[6]).toBe(AT);
    expect(nudged).not.toHaveBeenCalled();
    afterCommit.forEach((hook) => hook());
    expect(nudged).toHaveBeenCalledTimes(1);
  });

  it('writes a state change given along in the same statement, its parameters first', async () => {
    const { tx, statements } = fakeTransaction();
    const outbox = new Outbox(tx, 'auth');
    const along = {
      ctes: ['a AS (UPDATE users SET seen = $2 WHERE id = $1)', 'b AS (DELETE FROM sessions WHERE user_id = $1)'],
      params: [7, AT],
    };
    const recorded = await outbox.record('UserSignedIn', 7, SIGNED_IN, AT, along);

    const [{ sql, params }] = statements;
    expect(sql).toBe(
      'WITH a AS (UPDATE users SET seen = $2 WHERE id = $1),\nb AS (DELETE FROM sessions WHERE user_id = $1)\n' +
        'INSERT INTO outbox (event_id, event_type, topic, aggregate_id, payload, headers, occurred_at) VALUES ($3, $4, $5, $6, $7, $8, $9)',
    );
    expect(params.slice(0, 6)).toEqual([7, AT, recorded.eventId, 'UserSignedIn', Topics.users, '7']);
    expect(JSON.parse(params[7] as string)).toMatchObject({ event_id: recorded.eventId, producer: 'auth' });
    expect(params[8]).toBe(AT);
  });

  it('writes several events in one statement, each with the row record would write and its own cause, in order', async () => {
    const { tx, statements, afterCommit } = fakeTransaction();
    const outbox = new Outbox(tx, 'shipping');
    const nudged = jest.fn();
    outbox.onRecorded(nudged);
    const second = { ...SIGNED_IN, userId: '8' };
    const recorded = await requestContext.run(requestContext.fresh({ requestId: 'req-1', correlationId: 'corr-1' }), () =>
      outbox.recordAll([
        {
          type: 'UserSignedIn',
          aggregateId: 7,
          data: SIGNED_IN,
          occurredAt: AT,
          causedBy: { correlationId: 'corr-a', causationId: 'event-a' },
        },
        { type: 'UserSignedIn', aggregateId: '8', data: second, occurredAt: AT },
      ]),
    );

    expect(statements).toHaveLength(1);
    const [{ sql, params }] = statements;
    expect(sql.replace(/\s+/g, ' ')).toBe(
      'INSERT INTO outbox (event_id, event_type, topic, aggregate_id, payload, headers, occurred_at) ' +
        'SELECT event_id, event_type, topic, aggregate_id, payload, headers, occurred_at ' +
        "FROM (SELECT e.n, e.event_id, e.event_type, e.topic, e.aggregate_id, decode(e.payload, 'base64') AS payload, e.headers::jsonb AS headers, e.occurred_at " +
        'FROM json_to_recordset($1::json) AS e(n integer, event_id uuid, event_type text, topic text, aggregate_id text, payload text, headers text, occurred_at timestamptz)) e ' +
        'ORDER BY n',
    );
    expect(params).toHaveLength(1);
    const rows = JSON.parse(params[0] as string) as Array<Record<string, string | number>>;
    const ids = rows.map((r) => r.event_id);
    expect(ids).toEqual(recorded.map((r) => r.eventId));
    expect(recorded).toEqual([
      { eventId: ids[0], type: 'UserSignedIn', aggregateId: '7' },
      { eventId: ids[1], type: 'UserSignedIn', aggregateId: '8' },
    ]);
    expect(rows.map((r) => [r.n, r.event_type, r.topic, r.aggregate_id, r.occurred_at])).toEqual([
      [1, 'UserSignedIn', Topics.users, '7', AT.toISOString()],
      [2, 'UserSignedIn', Topics.users, '8', AT.toISOString()],
    ]);
    expect(rows.map((r) => decodeEvent('UserSignedIn', Buffer.from(r.payload as string, 'base64')))).toEqual([
      expect.objectContaining(SIGNED_IN),
      expect.objectContaining(second),
    ]);
    expect(rows.map((r) => JSON.parse(r.headers as string))).toEqual([
      expect.objectContaining({
        event_id: ids[0],
        aggregate_id: '7',
        correlation_id: 'corr-a',
        causation_id: 'event-a',
        producer: 'shipping',
        content_type: 'application/x-protobuf',
      }),
      // Without a cause of its own, the current context is the cause, as for record.
      expect.objectContaining({ event_id: ids[1], aggregate_id: '8', correlation_id: 'corr-1', causation_id: 'req-1' }),
    ]);
    afterCommit.forEach((hook) => hook());
    expect(nudged).toHaveBeenCalledTimes(1);
  });

  it('writes nothing for no events, and refuses to write outside a transaction', async () => {
    const inside = fakeTransaction();
    expect(await new Outbox(inside.tx, 'auth').recordAll([])).toEqual([]);
    expect(inside.statements).toEqual([]);
    const outside = fakeTransaction(false);
    await expect(new Outbox(outside.tx, 'auth').recordAll([{ type: 'UserSignedIn', aggregateId: 7, data: SIGNED_IN }])).rejects.toThrow(
      'inside TransactionHost.run',
    );
    expect(outside.statements).toEqual([]);
  });

  it('refuses to record outside a transaction', async () => {
    const { tx, statements } = fakeTransaction(false);
    await expect(new Outbox(tx, 'auth').record('UserSignedIn', 7, SIGNED_IN)).rejects.toThrow('inside TransactionHost.run');
    expect(statements).toEqual([]);
  });
});
