import { randomUUID } from 'node:crypto';
import { ApplyCarrierStatusCommand } from '@freight/shipping';
import { Client } from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { ANNA, BERTIL, eventually } from '@freight/testing';
import { apiCall, DEMO_CUSTOMERS, signIn, startTestPortal, TestPortal } from './portal';

interface StreamEvent {
  id: string;
  event: string;
  data: {
    orderNo: string;
    statusName: string;
    statusLabel: string;
    delivered: boolean;
    report: { status: string; label: string; location: string };
  };
}

/** What a browser's EventSource does with the stream: reads `id:`, `event:` and `data:` lines, skips comments. */
class EventStreamClient {
  readonly events: StreamEvent[] = [];
  readonly controller = new AbortController();
  status = 0;
  contentType = '';
  private opened!: Promise<void>;

  constructor(url: string, token: string, lastEventId?: string) {
    this.opened = this.read(url, token, lastEventId);
  }

  private async read(url: string, token: string, lastEventId?: string): Promise<void> {
    const response = await fetch(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: this.controller.signal,
    });
    this.status = response.status;
    this.contentType = response.headers.get('content-type') ?? '';
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const at = line.indexOf(':');
              fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
            }
            if (fields.data) this.events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          }
        }
      } catch {
        // Aborted: the test dropped the connection.
      }
    })();
  }

  async open(): Promise<this> {
    await this.opened;
    return this;
  }

  get lastEventId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  close(): void {
    this.controller.abort();
  }
}

/** The console's live stream (issue 28): GET /api/order/events, per customer, resumable with Last-Event-ID. */
describe('Embedded portal: the order event stream', () => {
  const UPS = 131;
  let portal: TestPortal;
  let anna = '';
  let bertil = '';
  const clients: EventStreamClient[] = [];

  beforeAll(async () => {
    portal = await startTestPortal();
    anna = (await signIn(portal, ANNA.username, ANNA.password)).accessToken;
    bertil = (await signIn(portal, BERTIL.username, BERTIL.password)).accessToken;
    await eventually(async () => {
      const { rows } = await portal.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM shipping.customer_profiles WHERE customer_id = $1',
        [DEMO_CUSTOMERS.anna],
      );
      if (rows[0].n !== 1) throw new Error('no profile for anna in shipping yet');
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await portal?.close();
  });

  const url = () => `${portal.running.url}/api/order/events`;
  const connect = (token: string, lastEventId?: string) => {
    const client = new EventStreamClient(url(), token, lastEventId);
    clients.push(client);
    return client.open();
  };

  async function bookedOrder(): Promise<{ orderNo: string; consignmentNo: string }> {
    const body = {
      templateName: 'PN_PARCEL',
      part: [
        { role: 'consignor', address: { name: 'Annas Blommor AB', postcode: '11157', city: 'Stockholm', countrycode: 'SE' } },
        { role: 'consignee', address: { name: 'Göteborg AB', postcode: '41304', city: 'Göteborg', countrycode: 'SE' } },
      ],
      goodsItem: [{ noOfPackages: 1, weight: 4.5, length: 40, width: 30, height: 25, packageType: 'parcel' }],
    };
    const consignment = await apiCall(portal, anna, 'post', '/consignment/?temp=0', body).expect(200);
    const consignmentId = consignment.body.consignments[0].consignmentId as string;
    const order = await apiCall(portal, anna, 'post', '/order/', { consignmentId }).expect(200);
    const consignmentNo = `1Z${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    await portal.db.query('UPDATE shipping.consignments SET consignment_no = $2 WHERE id = $1', [consignmentId, consignmentNo]);
    await portal.db.query('UPDATE shipping.orders SET date_booked = now(), supplier_id = $2 WHERE order_no = $1', [
      order.body.orderNo,
      UPS,
    ]);
    return { orderNo: order.body.orderNo, consignmentNo };
  }

  const apply = (consignmentNo: string, status: string, occurredAt: string, location = 'Stockholm') =>
    portal.running.app.get(CommandBus).execute(
      new ApplyCarrierStatusCommand(
        {
          carrierCode: UPS,
          consignmentNo,
          status,
          occurredAt: new Date(occurredAt),
          location,
          description: status,
          eventId: randomUUID(),
        },
        new Date(),
      ),
    );

  it("streams a status applied to the caller's order, labelled, and not to another customer", async () => {
    const { orderNo, consignmentNo } = await bookedOrder();
    const annas = await connect(anna);
    const bertils = await connect(bertil);
    expect(annas.status).toBe(200);
    expect(annas.contentType).toContain('text/event-stream');

    await apply(consignmentNo, 'O', '2026-03-10T08:00:00Z', 'Göteborg');
    await eventually(async () => expect(annas.events).toHaveLength(1));
    expect(annas.events[0]).toMatchObject({
      event: 'status',
      data: {
        orderNo,
        statusName: 'OUT_FOR_DELIVERY',
        statusLabel: 'Out for delivery',
        delivered: false,
        report: { status: 'O', label: 'Out for delivery', location: 'Göteborg' },
      },
    });

    await apply(consignmentNo, 'D', '2026-03-10T10:00:00Z', 'Göteborg');
    await eventually(async () => expect(annas.events).toHaveLength(2));
    expect(annas.events[1].data).toMatchObject({ statusLabel: 'Delivered', delivered: true });
    expect(bertils.events).toHaveLength(0);
  });

  it('resumes after a dropped connection from Last-Event-ID and misses nothing', async () => {
    const { orderNo, consignmentNo } = await bookedOrder();
    const first = await connect(anna);
    await apply(consignmentNo, 'P', '2026-03-11T08:00:00Z');
    await eventually(async () => expect(first.events.filter((e) => e.data.orderNo === orderNo)).toHaveLength(1));
    const lastSeen = first.lastEventId!;
    first.close();

    // Applied while nobody listened.
    await apply(consignmentNo, 'I', '2026-03-11T12:00:00Z');
    await apply(consignmentNo, 'O', '2026-03-12T07:00:00Z');

    const resumed = await connect(anna, lastSeen);
    await apply(consignmentNo, 'D', '2026-03-12T09:00:00Z');
    await eventually(async () => expect(resumed.events).toHaveLength(3));
    expect(resumed.events.map((e) => e.data.report.status)).toEqual(['I', 'O', 'D']);
    expect(new Set(resumed.events.map((e) => e.id)).size).toBe(3);
  });

  it('sends a report whose transaction commits after a later one, though its id is lower (batches commit in any order)', async () => {
    const { orderNo, consignmentNo } = await bookedOrder();
    const stream = await connect(anna);
    // A batch holding a lower history id, still open while a later report commits and is streamed.
    const slow = new Client({ connectionString: portal.database.url });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO shipping.order_status_history (order_no, carrier_code, event_id, status, status_word, occurred_at, received_at, location, description)
         VALUES ($1, $2, $3, 'P', 'PICKUP', '2026-03-13T08:00:00Z', now(), 'Stockholm', 'P')`,
        [orderNo, UPS, randomUUID()],
      );
      // A large batch of another order's reports commits in between: the lower id ends up far behind the newest.
      const other = await bookedOrder();
      await portal.db.query(
        `INSERT INTO shipping.order_status_history (order_no, carrier_code, event_id, status, status_word, occurred_at, received_at, location, description)
         SELECT $1, $2, 'batch-' || g, 'I', 'IN_TRANSIT', '2026-03-13T09:00:00Z'::timestamptz + g * interval '1 second', now(), 'Jönköping', 'I'
           FROM generate_series(1, 300) g`,
        [other.orderNo, UPS],
      );
      await apply(consignmentNo, 'I', '2026-03-13T12:00:00Z');
      // Streamed after the batch: the hub has read past the open transaction's id.
      await eventually(async () => expect(stream.events.filter((e) => e.data.orderNo === orderNo)).toHaveLength(1));
      await slow.query('COMMIT');
    } finally {
      await slow.end();
    }
    await eventually(async () => expect(stream.events.filter((e) => e.data.orderNo === orderNo)).toHaveLength(2));
    const [later, lower] = stream.events.filter((e) => e.data.orderNo === orderNo);
    expect([later.data.report.status, lower.data.report.status]).toEqual(['I', 'P']);
    expect(BigInt(lower.id)).toBeLessThan(BigInt(later.id));
  });

  it('answers an ordinary call (no text/event-stream), a bad Last-Event-ID and no token without a stream', async () => {
    await apiCall(portal, anna, 'get', '/order/events').expect(400);
    expect(
      (await fetch(url(), { headers: { accept: 'text/event-stream', authorization: `Bearer ${anna}`, 'last-event-id': 'x' } })).status,
    ).toBe(400);
    expect((await fetch(url(), { headers: { accept: 'text/event-stream' } })).status).toBe(401);
  });
});
