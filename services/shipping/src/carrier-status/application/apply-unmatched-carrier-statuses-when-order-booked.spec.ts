import { encodeEvent, EventData, Topics } from '@freight/contracts';
import { AppLogger, TransactionHost } from '@freight/kernel';
import { envelopeToHeaders, EventSubscriptions, InProcessTransport, TransportMessage } from '@freight/messaging';
import { ApplyCarrierStatusHandler } from '../commands/apply-carrier-status/apply-carrier-status.handler';
import { ApplyUnmatchedCarrierStatusesWhenOrderBooked } from './apply-unmatched-carrier-statuses-when-order-booked';

/** A TransactionHost whose inbox takes every id; counts the transactions it opened. */
function fakeTransactions() {
  const transactions: Array<'BEGIN'> = [];
  const manager = {
    // A record's insert: (consumer, id, type); a chunk's: (consumers[], ids[], types[]).
    query: async (_sql: string, [consumers, ids]: [string | string[], string | string[]]) =>
      Array.isArray(ids) ? ids.map((event_id, i) => ({ consumer: consumers[i], event_id })) : [{ consumer: consumers, event_id: ids }],
  };
  const tx = {
    run: async <T>(work: (m: typeof manager) => Promise<T>) => {
      transactions.push('BEGIN');
      return work(manager);
    },
  } as unknown as TransactionHost;
  return { tx, transactions };
}

const orderBooked = (orderNo: string, consignmentNo: string): TransportMessage => ({
  topic: Topics.orders,
  key: orderNo,
  value: Buffer.from(encodeEvent('OrderBooked', { orderNo, customerId: '1001', consignmentNo } as EventData<'OrderBooked'>)),
  headers: envelopeToHeaders({
    eventId: `event-${orderNo}`,
    eventType: 'OrderBooked',
    aggregateId: orderNo,
    occurredAt: '2025-06-10T08:00:00.000Z',
    correlationId: `corr-${orderNo}`,
    causationId: '',
    schemaVersion: 1,
    producer: 'shipping',
    contentType: 'application/x-protobuf',
  }),
});

describe(ApplyUnmatchedCarrierStatusesWhenOrderBooked.name, () => {
  function subscribed(waiting: string[]) {
    const { tx, transactions } = fakeTransactions();
    const subscriptions = new EventSubscriptions('shipping', tx, new InProcessTransport(), {
      warn: jest.fn(),
      error: jest.fn(),
    } as unknown as AppLogger);
    const statuses = {
      withUnmatched: jest.fn(async (numbers: readonly string[]) => new Set(numbers.filter((no) => waiting.includes(no)))),
      applyUnmatched: jest.fn(async () => []),
    };
    new ApplyUnmatchedCarrierStatusesWhenOrderBooked(subscriptions, statuses as unknown as ApplyCarrierStatusHandler).onModuleInit();
    return { subscriptions, statuses, transactions };
  }

  it('asks once for a whole chunk which numbers have reports waiting, and applies only those', async () => {
    const { subscriptions, statuses, transactions } = subscribed(['C2', 'C4']);
    await subscriptions.dispatchChunk([
      orderBooked('O1', 'C1'),
      orderBooked('O2', ' C2 '),
      orderBooked('O3', ''),
      orderBooked('O4', 'C4'),
      orderBooked('O5', 'C5'),
    ]);
    expect(statuses.withUnmatched).toHaveBeenCalledTimes(1);
    expect(statuses.withUnmatched).toHaveBeenCalledWith(['C1', 'C2', '', 'C4', 'C5']);
    expect(statuses.applyUnmatched.mock.calls).toEqual([['C2'], ['C4']]);
    expect(transactions).toHaveLength(1);
  });

  it('opens no transaction for a chunk with nothing waiting', async () => {
    const { subscriptions, statuses, transactions } = subscribed([]);
    await subscriptions.dispatchChunk([orderBooked('O1', 'C1'), orderBooked('O2', 'C2')]);
    expect(statuses.withUnmatched).toHaveBeenCalledTimes(1);
    expect(statuses.applyUnmatched).not.toHaveBeenCalled();
    expect(transactions).toEqual([]);
  });

  it('asks about the one event when events come one by one', async () => {
    const { subscriptions, statuses } = subscribed(['C1']);
    await subscriptions.dispatch(orderBooked('O1', 'C1'));
    expect(statuses.withUnmatched).toHaveBeenCalledWith(['C1']);
    expect(statuses.applyUnmatched.mock.calls).toEqual([['C1']]);
  });
});
