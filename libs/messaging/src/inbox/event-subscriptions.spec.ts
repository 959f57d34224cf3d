import { encodeEvent, Topics } from '@freight/contracts';
import { AppLogger, requestContext, TransactionHost } from '@freight/kernel';
import { envelopeToHeaders } from '../envelope';
import { InProcessTransport } from '../transport/in-process.transport';
import { TransportMessage } from '../transport/event-transport';
import { EventSubscriptions, InboundEvent } from './event-subscriptions';

/** A TransactionHost whose inbox takes every id it has not seen; notes transactions and statements. */
function fakeDatabase() {
  const inbox = new Set<string>();
  const log: string[] = [];
  const manager = {
    // A record's insert: (consumer, id, type); a chunk's: (consumers[], ids[], types[]), one row per position.
    query: async (sql: string, params: unknown[]) => {
      log.push(sql.trim().split(/\s+/).slice(0, 3).join(' '));
      const [consumers, ids] = params as [string | string[], string | string[]];
      const rows = Array.isArray(ids)
        ? ids.map((id, i) => ({ consumer: consumers[i], event_id: id }))
        : [{ consumer: consumers, event_id: ids }];
      return rows.filter(({ consumer, event_id }) => !inbox.has(`${consumer}|${event_id}`) && inbox.add(`${consumer}|${event_id}`));
    },
  };
  const tx = {
    run: async <T>(work: (m: typeof manager) => Promise<T>) => {
      log.push('BEGIN');
      const before = new Set(inbox);
      try {
        const result = await work(manager);
        log.push('COMMIT');
        return result;
      } catch (error) {
        // A failed transaction leaves the inbox as it was.
        inbox.clear();
        for (const key of before) inbox.add(key);
        log.push('ROLLBACK');
        throw error;
      }
    },
  } as unknown as TransactionHost;
  return { tx, log, inbox };
}

const logger = { warn: jest.fn(), error: jest.fn() } as unknown as AppLogger;

const signedIn = (userId: string, eventId = `event-${userId}`): TransportMessage => ({
  topic: Topics.users,
  key: userId,
  value: Buffer.from(encodeEvent('UserSignedIn', { userId, customerId: '1001', signedInAt: '2025-06-10T08:00:00.000Z', demo: false })),
  headers: envelopeToHeaders({
    eventId,
    eventType: 'UserSignedIn',
    aggregateId: userId,
    occurredAt: '2025-06-10T08:00:00.000Z',
    correlationId: `corr-${userId}`,
    causationId: '',
    schemaVersion: 1,
    producer: 'auth',
    contentType: 'application/x-protobuf',
  }),
});

describe(EventSubscriptions.name, () => {
  /** Subscribes a consumer that wants only users whose id starts with "w", and notes what it handled. */
  async function subscribed() {
    const db = fakeDatabase();
    const subscriptions = new EventSubscriptions('test', db.tx, new InProcessTransport(), logger);
    const handled: string[] = [];
    /** Each call of `wanted`: the users it was asked about and the context it ran in. */
    const asked: Array<{ users: string[]; correlationId?: string }> = [];
    subscriptions.on('UserSignedIn', 'Consumer', async ({ data }: InboundEvent<'UserSignedIn'>) => void handled.push(data.userId), {
      wanted: async (events) => {
        asked.push({ users: events.map((e) => e.data.userId), correlationId: requestContext.current()?.correlationId });
        return events.map(({ data }) => data.userId.startsWith('w'));
      },
    });
    return { ...db, subscriptions, handled, asked };
  }

  it('takes an event its consumer does not want with neither a transaction nor an inbox row', async () => {
    const { subscriptions, handled, log, inbox, asked } = await subscribed();
    await subscriptions.dispatch(signedIn('skip-1'));
    await subscriptions.dispatch(signedIn('skip-1'));
    expect(handled).toEqual([]);
    expect(log).toEqual([]);
    expect(inbox.size).toBe(0);
    // One by one, the check is asked about the one event, in its context, as the handler would run.
    expect(asked).toEqual([
      { users: ['skip-1'], correlationId: 'corr-skip-1' },
      { users: ['skip-1'], correlationId: 'corr-skip-1' },
    ]);
  });

  it('applies a wanted event once, through the inbox, in a transaction', async () => {
    const { subscriptions, handled, log, inbox } = await subscribed();
    await subscriptions.dispatch(signedIn('w-1'));
    await subscriptions.dispatch(signedIn('w-1'));
    expect(handled).toEqual(['w-1']);
    expect(log).toEqual(['BEGIN', 'INSERT INTO inbox', 'COMMIT', 'BEGIN', 'INSERT INTO inbox', 'COMMIT']);
    expect([...inbox]).toEqual(['Consumer|event-w-1']);
  });

  it('in a chunk, asks once about all its events, records only the wanted ones in the inbox and applies them in order', async () => {
    const { subscriptions, handled, log, inbox, asked } = await subscribed();
    const done = jest.fn();
    await subscriptions.dispatchChunk([signedIn('w-1'), signedIn('skip-1'), signedIn('w-2'), signedIn('w-1')], done);
    expect(handled).toEqual(['w-1', 'w-2']);
    expect(log).toEqual(['BEGIN', 'INSERT INTO inbox', 'COMMIT']);
    expect([...inbox]).toEqual(['Consumer|event-w-1', 'Consumer|event-w-2']);
    expect(asked).toEqual([{ users: ['w-1', 'skip-1', 'w-2', 'w-1'], correlationId: expect.any(String) }]);
    // Asked about several events, the check runs in no single one's context.
    expect(asked[0].correlationId).not.toMatch(/^corr-/);
    expect(done).toHaveBeenCalledWith(4);
  });

  it('asks each consumer about its own events of a chunk, once', async () => {
    const { subscriptions, handled, asked } = await subscribed();
    const other: string[][] = [];
    subscriptions.on('UserSignedIn', 'Other', async () => undefined, {
      wanted: async (events) => {
        other.push(events.map((e) => e.data.userId));
        return events.map(() => false);
      },
    });
    await subscriptions.dispatchChunk([signedIn('w-1'), signedIn('w-2'), signedIn('skip-1')]);
    expect(asked.map((a) => a.users)).toEqual([['w-1', 'w-2', 'skip-1']]);
    expect(other).toEqual([['w-1', 'w-2', 'skip-1']]);
    expect(handled).toEqual(['w-1', 'w-2']);
  });

  it('takes a check that does not answer for every event of a chunk as a failure, not as "unwanted"', async () => {
    const db = fakeDatabase();
    const warn = jest.fn();
    const subscriptions = new EventSubscriptions('test', db.tx, new InProcessTransport(), {
      warn,
      error: jest.fn(),
    } as unknown as AppLogger);
    const handled: string[] = [];
    subscriptions.on('UserSignedIn', 'Consumer', async ({ data }) => void handled.push(data.userId), { wanted: async () => [true] });
    await subscriptions.dispatchChunk([signedIn('1'), signedIn('2')]);
    // Read as given, the missing answer would have dropped '2'; the chunk is applied record by record instead.
    expect(handled).toEqual(['1', '2']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ message: 'Consumer: wanted gave 1 answers for 2 events' }) }),
      expect.any(String),
    );
  });

  describe('an event whose content can never apply', () => {
    const dataException = () =>
      Object.assign(new Error('invalid input syntax for type timestamp with time zone'), { driverError: { code: '22007' } });

    it('is recorded and skipped, so the records after it in its partition go on', async () => {
      const db = fakeDatabase();
      const error = jest.fn();
      const subscriptions = new EventSubscriptions('test', db.tx, new InProcessTransport(), {
        warn: jest.fn(),
        error,
      } as unknown as AppLogger);
      const handled: string[] = [];
      subscriptions.on('UserSignedIn', 'Consumer', async ({ data }) => {
        if (data.userId === 'poison') throw dataException();
        handled.push(data.userId);
      });
      const done = jest.fn();
      await subscriptions.dispatchChunk([signedIn('1'), signedIn('poison'), signedIn('2')], done);
      // The chunk's transaction rolled back at the poison record; one by one, '1' applies again, then '2'.
      expect(handled.slice(-2)).toEqual(['1', '2']);
      expect(done).toHaveBeenLastCalledWith(3);
      expect([...db.inbox].sort()).toEqual(['Consumer|event-1', 'Consumer|event-2', 'Consumer|event-poison']);
      // Named by id and type only: the content may carry personal data.
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ eventId: 'event-poison', eventType: 'UserSignedIn', consumer: 'Consumer' }),
        expect.any(String),
      );
    });

    it('still holds back a record whose handler failed for a passing reason, for the transport to redeliver', async () => {
      const db = fakeDatabase();
      const subscriptions = new EventSubscriptions('test', db.tx, new InProcessTransport(), logger);
      subscriptions.on('UserSignedIn', 'Consumer', async () => {
        throw new Error('deadlock detected');
      });
      await expect(subscriptions.dispatch(signedIn('1'))).rejects.toThrow('deadlock detected');
    });
  });

  describe('a chunk handler', () => {
    /** A chunk consumer of UserSignedIn next to a one-by-one consumer; notes each call's user ids and context. */
    async function chunkSubscribed() {
      const db = fakeDatabase();
      const subscriptions = new EventSubscriptions('test', db.tx, new InProcessTransport(), logger);
      const calls: Array<{ users: string[]; correlationId?: string }> = [];
      const single: string[] = [];
      subscriptions.onChunk(
        'UserSignedIn',
        'ChunkConsumer',
        async (events) =>
          void calls.push({ users: events.map((e) => e.data.userId), correlationId: requestContext.current()?.correlationId }),
        {
          wanted: async (events) => events.map(({ data }) => !data.userId.startsWith('skip')),
        },
      );
      subscriptions.on('UserSignedIn', 'SingleConsumer', async ({ data }) => void single.push(data.userId));
      return { ...db, subscriptions, calls, single };
    }

    it('is called once with every new event of the chunk, in order, after one inbox insert', async () => {
      const { subscriptions, calls, single, log, inbox } = await chunkSubscribed();
      const done = jest.fn();
      await subscriptions.dispatchChunk([signedIn('1'), signedIn('skip-1'), signedIn('2'), signedIn('1'), signedIn('3')], done);
      expect(calls).toEqual([{ users: ['1', '2', '3'], correlationId: expect.any(String) }]);
      // Several events' handler runs in no single one's context.
      expect(calls[0].correlationId).not.toMatch(/^corr-/);
      expect(single).toEqual(['1', 'skip-1', '2', '3']);
      // Both consumers in one transaction: one inbox insert for every row of the chunk.
      expect(log).toEqual(['BEGIN', 'INSERT INTO inbox', 'COMMIT']);
      expect([...inbox].filter((key) => key.startsWith('ChunkConsumer|'))).toEqual([
        'ChunkConsumer|event-1',
        'ChunkConsumer|event-2',
        'ChunkConsumer|event-3',
      ]);
      expect(done).toHaveBeenCalledWith(5);
    });

    it('is called with only the events the inbox has not seen, and not at all when there are none', async () => {
      const { subscriptions, calls } = await chunkSubscribed();
      await subscriptions.dispatchChunk([signedIn('1'), signedIn('2')]);
      await subscriptions.dispatchChunk([signedIn('2'), signedIn('3')]);
      await subscriptions.dispatchChunk([signedIn('1'), signedIn('3')]);
      expect(calls.map((c) => c.users)).toEqual([['1', '2'], ['3']]);
    });

    it('is called with one event, in its context, when records come one by one', async () => {
      const { subscriptions, calls } = await chunkSubscribed();
      await subscriptions.dispatch(signedIn('1'));
      await subscriptions.dispatch(signedIn('1'));
      await subscriptions.dispatch(signedIn('2'));
      expect(calls).toEqual([
        { users: ['1'], correlationId: 'corr-1' },
        { users: ['2'], correlationId: 'corr-2' },
      ]);
    });

    it('is given one event at a time when the chunk fails and its records are applied again one by one', async () => {
      const db = fakeDatabase();
      const subscriptions = new EventSubscriptions('test', db.tx, new InProcessTransport(), logger);
      const calls: string[][] = [];
      let failures = 1;
      subscriptions.onChunk('UserSignedIn', 'ChunkConsumer', async (events) => {
        if (events.length > 1 && failures-- > 0) throw new Error('deadlock detected');
        calls.push(events.map((e) => e.data.userId));
      });
      const done = jest.fn();
      // The fake commits what a failed chunk inserted into the inbox; a real rollback would not, so start clean.
      const rollback = db.tx.run;
      (db.tx as { run: unknown }).run = async <T>(work: (m: unknown) => Promise<T>) => {
        const before = new Set(db.inbox);
        try {
          return await rollback.call(db.tx, work as never);
        } catch (error) {
          db.inbox.clear();
          before.forEach((key) => db.inbox.add(key));
          throw error;
        }
      };
      await subscriptions.dispatchChunk([signedIn('1'), signedIn('2')], done);
      expect(calls).toEqual([['1'], ['2']]);
      expect(done).toHaveBeenLastCalledWith(2);
    });
  });
});
