import type { EventSubscriptions, InboundHandler } from '../inbox/event-subscriptions';
import type { Outbox } from '../outbox/outbox';
import { affectedRows, answerErasureRequests } from './erasure';

describe(affectedRows.name, () => {
  it('reads the count of an UPDATE or DELETE and the rows of an INSERT … RETURNING', () => {
    expect(affectedRows([[], 3])).toBe(3);
    expect(affectedRows([{ customer_id: 1 }])).toBe(1);
    expect(affectedRows([])).toBe(0);
    expect(affectedRows(undefined)).toBe(0);
  });
});

describe(answerErasureRequests.name, () => {
  function wire(erase: (customerId: number, requestedAt: Date) => Promise<number>) {
    let handler: InboundHandler<'CustomerErasureRequested'> | undefined;
    const subscriptions = {
      on: (type: string, consumer: string, handle: InboundHandler<'CustomerErasureRequested'>) => {
        expect([type, consumer]).toEqual(['CustomerErasureRequested', 'EraseCustomer.contacts']);
        handler = handle;
      },
    } as unknown as EventSubscriptions;
    const record = jest.fn().mockResolvedValue(undefined);
    answerErasureRequests(subscriptions, { record } as unknown as Outbox, 'contacts', erase);
    const deliver = (customerId: string, requestedAt = '2026-11-28T01:40:00.000Z') =>
      handler!({ envelope: {} as never, data: { requestId: 'r-1', customerId, requestedAt } });
    return { deliver, record };
  }

  it('erases with the request time and confirms with the rows affected', async () => {
    const erase = jest.fn().mockResolvedValue(4);
    const { deliver, record } = wire(erase);
    await deliver('1002');
    expect(erase).toHaveBeenCalledWith(1002, new Date('2026-11-28T01:40:00.000Z'));
    expect(record).toHaveBeenCalledWith(
      'CustomerErasureCompleted',
      1002,
      expect.objectContaining({ requestId: 'r-1', customerId: '1002', service: 'contacts', affected: 4 }),
    );
  });

  it('skips a malformed customer id, and confirms 0 for a count the driver did not give', async () => {
    const erase = jest.fn().mockResolvedValue(Number.NaN);
    const { deliver, record } = wire(erase);
    await deliver('abc');
    await deliver('-5');
    expect(erase).not.toHaveBeenCalled();
    await deliver('7');
    expect(record).toHaveBeenCalledWith('CustomerErasureCompleted', 7, expect.objectContaining({ affected: 0 }));
  });
});
