import { describe, expect, it } from '@jest/globals';
import { EventStreamParser, listenToOrderEvents, reconnectDelay, type OrderStatusEvent } from './eventStream';

describe(EventStreamParser.name, () => {
  it('reads events across chunks, skipping heartbeats and retry', () => {
    const parser = new EventStreamParser();
    expect(parser.feed('retry: 3000\n\n: heartbeat\n\nid: 7\nevent: sta')).toEqual([]);
    expect(parser.feed('tus\ndata: {"a":1}\n\nid: 8\r\ndata: x\r\ndata: y\r\n\r\n')).toEqual([
      { id: '7', event: 'status', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'x\ny' },
    ]);
  });
});

describe(reconnectDelay.name, () => {
  it('backs off from a second to half a minute', () => {
    expect([1, 2, 3, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});

describe(listenToOrderEvents.name, () => {
  const event = (orderNo: string): OrderStatusEvent => ({
    orderNo,
    consignmentNo: 'C',
    statusName: 'DELIVERED',
    statusLabel: 'Levererad',
    delivered: true,
    report: { status: 'OK', label: 'Levererad', reason: '', occurredAt: '2026-03-10T10:00:00.000Z', location: '' },
  });
  const stream = (text: string) =>
    new Response(new Blob([text]).stream(), { status: 200, headers: { 'content-type': 'text/event-stream' } });

  it('reconnects after a drop with the last event id and hands on every event', async () => {
    const asked: (string | undefined)[] = [];
    const seen: string[] = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const answers = [
      stream(`id: 1\nevent: status\ndata: ${JSON.stringify(event('A'))}\n\n`),
      stream(`id: 2\nevent: status\ndata: ${JSON.stringify(event('B'))}\n\n`),
      new Response(null, { status: 401 }),
    ];
    const source = listenToOrderEvents(
      async (lastEventId) => {
        asked.push(lastEventId);
        const answer = answers.shift()!;
        if (!answers.length) done();
        return answer;
      },
      (e) => seen.push(e.orderNo),
      async () => undefined,
    );
    await finished;
    source.close();
    expect(asked).toEqual([undefined, '1', '2']);
    expect(seen).toEqual(['A', 'B']);
  });
});
