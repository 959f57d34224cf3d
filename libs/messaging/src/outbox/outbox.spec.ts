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
    expect(sql).toBe('INSERT INTO outbox (event_id, event_type, topic, aggregate_id, payload, headers, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7)');
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
    const along = { ctes: ['a AS (UPDATE users SET seen = $2 WHERE id = $1)', 'b AS (DELETE FROM sessions WHERE user_id = $1)'], params: [7, AT] };
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

  it('refuses to record outside a transaction', async () => {
    const { tx, statements } = fakeTransaction(false);
    await expect(new Outbox(tx, 'auth').record('UserSignedIn', 7, SIGNED_IN)).rejects.toThrow('inside TransactionHost.run');
    expect(statements).toEqual([]);
  });
});
