// The texts come from shipping's catalogue, which the service's process loads with its module.
import '../shipping.messages';
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest, Principal } from '@freight/kernel';
import type { OrderEvent, OrderEventHub, OrderEventSubscriber } from './order-event-hub';
import { HEARTBEAT_MS, OrderEventsHttpController } from './order-events.http.controller';

/** The raw response as the stream writes to it: what was written, and a close like the client's. */
class RawResponse extends EventEmitter {
  readonly writes: string[] = [];
  destroyed = false;
  writeHead() {}
  write(chunk: string) {
    this.writes.push(chunk);
    return true;
  }
  close() {
    this.destroyed = true;
    this.emit('close');
  }
}

const event = (id: string): OrderEvent => ({
  id,
  customerId: 1001,
  orderNo: 'ORD0000000000001',
  consignmentNo: '1000000016',
  status: 'IN_TRANSIT',
  occurredAt: '2026-11-28T10:00:00Z',
  location: 'Jönköping',
  orderStatus: 'IN_TRANSIT',
  carrierCode: 4,
  printed: false,
  carrierState: 'confirmed',
});

describe(OrderEventsHttpController.name, () => {
  let subscriber: OrderEventSubscriber | undefined;
  let unsubscribed: number;
  const hub = {
    subscribe: async (s: OrderEventSubscriber) => {
      subscriber = s;
      return () => (unsubscribed += 1);
    },
    since: async () => [event('7')],
  } as unknown as OrderEventHub;
  const principal = { customerId: 1001 } as Principal;
  const request = { headers: { 'accept-language': 'sv' } } as unknown as FastifyRequest;

  beforeEach(() => {
    jest.useFakeTimers();
    subscriber = undefined;
    unsubscribed = 0;
  });
  afterEach(() => jest.useRealTimers());

  async function open(lastEventId?: string) {
    const raw = new RawResponse();
    const reply = { hijack: () => undefined, raw } as unknown as FastifyReply;
    await new OrderEventsHttpController(hub).stream(principal, 'text/event-stream', lastEventId, request, reply);
    return raw;
  }
  const heartbeats = (raw: RawResponse) => raw.writes.filter((w) => w === ': heartbeat\n\n').length;

  it('writes a heartbeat comment every 15 s of quiet, and none once the client has gone (unsubscribed once)', async () => {
    const raw = await open();
    expect(raw.writes).toEqual(['retry: 3000\n\n']);
    jest.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(heartbeats(raw)).toBe(0);
    jest.advanceTimersByTime(1);
    expect(heartbeats(raw)).toBe(1);
    jest.advanceTimersByTime(3 * HEARTBEAT_MS);
    expect(heartbeats(raw)).toBe(4);

    raw.close();
    expect(unsubscribed).toBe(1);
    jest.advanceTimersByTime(10 * HEARTBEAT_MS);
    expect(heartbeats(raw)).toBe(4);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('sends events between heartbeats, a resumed one and a live one each once, in the listener language', async () => {
    const raw = await open('6');
    subscriber!.send(event('7'));
    subscriber!.send(event('8'));
    jest.advanceTimersByTime(HEARTBEAT_MS);
    const events = raw.writes.filter((w) => w.startsWith('id: '));
    expect(events.map((w) => w.split('\n')[0])).toEqual(['id: 7', 'id: 8']);
    expect(JSON.parse(/data: (.*)\n/.exec(events[0])![1])).toMatchObject({ statusLabel: 'Under transport', delivered: false });
    expect(heartbeats(raw)).toBe(1);
    raw.close();
  });

  it('refuses a caller that does not ask for an event stream, and a Last-Event-ID that is not an id, before writing anything', async () => {
    const raw = new RawResponse();
    const reply = { hijack: () => undefined, raw } as unknown as FastifyReply;
    const controller = new OrderEventsHttpController(hub);
    await expect(controller.stream(principal, 'application/json', undefined, request, reply)).rejects.toMatchObject({
      code: 'ORDER.EVENT_STREAM_ONLY',
    });
    await expect(controller.stream(principal, 'text/event-stream', 'abc', request, reply)).rejects.toMatchObject({
      code: 'ORDER.EVENT_STREAM_ONLY',
    });
    expect(raw.writes).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
