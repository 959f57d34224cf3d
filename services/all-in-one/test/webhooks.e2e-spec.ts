import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  SIGNATURE_HEADER,
  verifySignature,
  WebhookClock,
  WebhookDispatcher,
  WebhookSecretsAtRest,
  WebhookSender,
} from '@freight/customers';
import { APP_CONFIG, AppConfig, SecretBox } from '@freight/kernel';
import { eventually } from '@freight/testing';
import { PLAIN_CONSIGNMENT, useDemoPortal } from './portal';

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
  /** By the deliveries' clock, which the tests move: what a receiver's own clock would say. */
  receivedAt: Date;
}

/** A member's system: a real HTTP server on a fixed port, which can be down (not listening) and come back. */
class Receiver {
  readonly hits: Hit[] = [];
  private server?: Server;

  constructor(
    readonly port: number,
    private readonly now: () => Date,
  ) {}

  static async onFreePort(now: () => Date): Promise<Receiver> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return new Receiver(port, now);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/frakt-hooks`;
  }

  async up(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        this.hits.push({ headers: req.headers, body, receivedAt: this.now() });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('Embedded portal: webhooks for customers’ own systems', () => {
  const fx = useDemoPortal();
  const receivers: Receiver[] = [];
  let clockSpy: jest.SpyInstance | undefined;
  const dispatcher = () => fx.portal.running.app.get(WebhookDispatcher, { strict: false });
  const clock = () => fx.portal.running.app.get(WebhookClock, { strict: false });
  /** Moves the deliveries' clock forward (the retry schedule), then runs a pass at once. */
  const advance = async (ms: number) => {
    clockSpy?.mockRestore();
    clockSpy = jest.spyOn(clock(), 'now').mockImplementation(() => new Date(Date.now() + ms));
    dispatcher().nudge();
    await dispatcher().idle();
  };

  afterEach(() => clockSpy?.mockRestore());
  afterAll(async () => {
    for (const receiver of receivers) await receiver.down();
  });

  async function book(who: 'anna' | 'bertil'): Promise<string> {
    const created = await fx.call(who, 'post', '/consignment/?temp=0', PLAIN_CONSIGNMENT).expect(200);
    const booked = await fx
      .call(who, 'put', '/consignment/book/', { ...PLAIN_CONSIGNMENT, consignmentId: created.body.consignments[0].consignmentId })
      .expect(200);
    return booked.body.consignments[0].orderNo as string;
  }

  const deliveriesOf = async (endpointId: string) =>
    (
      await fx.db.query<{ id: string; status: string; event_type: string; attempts: number }>(
        'SELECT id, status, event_type, (SELECT count(*)::int FROM customers.webhook_attempts a WHERE a.delivery_id = d.id) AS attempts FROM customers.webhook_deliveries d WHERE endpoint_id = $1',
        [endpointId],
      )
    ).rows;

  it('delivers every event once, signed, to a receiver that was down for five minutes, and resends on request', async () => {
    const receiver = await Receiver.onFreePort(() => clock().now());
    receivers.push(receiver);
    const created = await fx
      .call('anna', 'post', '/customer/webhooks/1001', { url: receiver.url, events: ['order.booked', 'bill.issued'], description: 'ERP' })
      .expect(201);
    const { id: endpointId, secret } = created.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const orderNos = [await book('anna'), await book('anna')];
    await fx.call('admin', 'post', '/bill/admin/invoice-run').expect(200);
    // Owed at once, tried at once: the receiver is down, so each has a failed attempt and waits.
    await eventually(async () => {
      const rows = await deliveriesOf(endpointId);
      expect(rows.map((r) => r.event_type).sort()).toEqual(['bill.issued', 'order.booked', 'order.booked']);
      expect(rows.every((r) => r.status === 'pending' && r.attempts >= 1)).toBe(true);
    });
    expect(receiver.hits).toEqual([]);

    await receiver.up();
    await advance(5 * 60_000);
    await eventually(async () => expect((await deliveriesOf(endpointId)).every((r) => r.status === 'delivered')).toBe(true));
    // Later passes (and the poll) send nothing again.
    await advance(60 * 60_000);
    expect(receiver.hits).toHaveLength(3);

    const events = receiver.hits.map((hit) => JSON.parse(hit.body));
    expect(new Set(events.map((e) => e.id)).size).toBe(3);
    expect(
      events
        .filter((e) => e.type === 'order.booked')
        .map((e) => e.data.orderNo)
        .sort(),
    ).toEqual([...orderNos].sort());
    expect(events.find((e) => e.type === 'bill.issued').data).toEqual(
      expect.objectContaining({ billId: expect.any(String), ocr: expect.any(String) }),
    );
    for (const hit of receiver.hits) {
      const header = hit.headers[SIGNATURE_HEADER.toLowerCase()] as string;
      expect(verifySignature(secret, header, hit.body, hit.receivedAt)).toBe(true);
      expect(verifySignature('whsec_wrong', header, hit.body, hit.receivedAt)).toBe(false);
    }

    // The profile shows each attempt, the failed ones first, and never the secret again.
    const list = await fx.call('anna', 'get', `/customer/webhooks/1001/${endpointId}/deliveries`).expect(200);
    expect(list.headers['content-range']).toBe('webhookdeliveries 0-2/3');
    for (const delivery of list.body) {
      expect(delivery.status).toBe('delivered');
      expect(delivery.attempts[0]).toEqual(expect.objectContaining({ statusCode: 204, error: null }));
      expect(delivery.attempts.at(-1)).toEqual(expect.objectContaining({ statusCode: null, error: 'CONNECTION' }));
    }
    const endpoints = await fx.call('anna', 'get', '/customer/webhooks/1001').expect(200);
    expect(endpoints.body).toEqual([
      expect.objectContaining({ id: endpointId, url: receiver.url, events: ['order.booked', 'bill.issued'] }),
    ]);
    expect(JSON.stringify(endpoints.body)).not.toContain(secret);

    const resent = list.body[0];
    await fx.call('anna', 'post', `/customer/webhooks/1001/deliveries/${resent.id}/resend`).expect(202);
    await eventually(async () => expect(receiver.hits).toHaveLength(4));
    expect(JSON.parse(receiver.hits[3].body).id).toBe(resent.eventId);
  });

  it('keeps signing secrets sealed at rest: new ones, rows from before sealing, and rows under a retired key', async () => {
    const receiver = await Receiver.onFreePort(() => clock().now());
    receivers.push(receiver);
    await receiver.up();
    const { body: endpoint } = await fx
      .call('anna', 'post', '/customer/webhooks/1001', { url: receiver.url, events: ['order.booked'] })
      .expect(201);
    const stored = async () =>
      (
        await fx.db.query<{ secret: Buffer }>('SELECT convert_to(secret, $2) AS secret FROM customers.webhook_endpoints WHERE id = $1', [
          endpoint.id,
          'UTF8',
        ])
      ).rows[0].secret;
    const secretPart = (endpoint.secret as string).slice('whsec_'.length);
    expect((await stored()).toString('latin1')).toMatch(/^sb1\./);
    expect((await stored()).includes(Buffer.from(secretPart))).toBe(false);

    // A row written before sealing (plain) is sealed at start, and deliveries are still signed with its secret.
    await fx.db.query('UPDATE customers.webhook_endpoints SET secret = $2 WHERE id = $1', [endpoint.id, endpoint.secret]);
    const atRest = fx.portal.running.app.get(WebhookSecretsAtRest, { strict: false });
    expect(await atRest.sealOutstanding()).toBeGreaterThanOrEqual(1);
    expect((await stored()).includes(Buffer.from(secretPart))).toBe(false);
    await book('anna');
    await eventually(async () => expect(receiver.hits).toHaveLength(1));
    const hit = receiver.hits[0];
    expect(verifySignature(endpoint.secret, hit.headers[SIGNATURE_HEADER.toLowerCase()] as string, hit.body, hit.receivedAt)).toBe(true);

    // Rotation: a new key first, the old one kept; the old key id still opens, and the row is sealed again under the new.
    const config = fx.portal.running.app.get<AppConfig>(APP_CONFIG, { strict: false });
    const current = readFileSync(join(resolve(config.dataDir), 'secrets', 'keys'), 'utf8').trim();
    const rotated = new WebhookSecretsAtRest(
      atRest['dataSource'],
      SecretBox.parse(`rot1:${randomBytes(32).toString('base64')},${current}`),
    );
    const before = (await stored()).toString('utf8');
    expect(rotated.open(endpoint.id, before)).toBe(endpoint.secret);
    expect(await rotated.sealOutstanding()).toBeGreaterThanOrEqual(1);
    const after = (await stored()).toString('utf8');
    expect(after).toMatch(/^sb1\.rot1\./);
    expect(rotated.open(endpoint.id, after)).toBe(endpoint.secret);
    // Put back under the portal's own key for the other tests.
    await fx.db.query('UPDATE customers.webhook_endpoints SET secret = $2 WHERE id = $1', [
      endpoint.id,
      atRest.seal(endpoint.id, endpoint.secret),
    ]);
    await fx.call('anna', 'delete', `/customer/webhooks/1001/${endpoint.id}`).expect(200);
  });

  it("answers 404 for another customer's endpoints and deliveries, and changes nothing of theirs", async () => {
    const receiver = await Receiver.onFreePort(() => clock().now());
    const { body: endpoint } = await fx
      .call('anna', 'post', '/customer/webhooks/1001', { url: receiver.url, events: ['order.booked'] })
      .expect(201);
    await book('anna');
    let deliveryId = '';
    await eventually(async () => {
      deliveryId = (await deliveriesOf(endpoint.id))[0].id;
    });
    await fx.call('bertil', 'get', '/customer/webhooks/1001').expect(404);
    await fx.call('bertil', 'get', `/customer/webhooks/1002/${endpoint.id}/deliveries`).expect(404);
    await fx.call('bertil', 'get', `/customer/webhooks/1001/${endpoint.id}/deliveries`).expect(404);
    await fx.call('bertil', 'delete', `/customer/webhooks/1002/${endpoint.id}`).expect(404);
    await fx.call('bertil', 'post', `/customer/webhooks/1002/deliveries/${deliveryId}/resend`).expect(404);
    await fx.call('bertil', 'post', '/customer/webhooks/1001', { url: receiver.url, events: ['order.booked'] }).expect(404);
    await fx.call('demo', 'get', '/customer/webhooks/999').expect(403);
    await fx.call('bertil', 'delete', '/customer/webhooks/1002/not-a-uuid').expect(404);
    expect((await fx.call('anna', 'get', '/customer/webhooks/1001').expect(200)).body.map((e: { id: string }) => e.id)).toContain(
      endpoint.id,
    );
    await fx.call('anna', 'delete', `/customer/webhooks/1001/${endpoint.id}`).expect(200);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('refuses private targets where they are denied: at registration (localhost by DNS) and at delivery', async () => {
    const receiver = await Receiver.onFreePort(() => clock().now());
    receivers.push(receiver);
    await receiver.up();
    const { body: endpoint } = await fx
      .call('anna', 'post', '/customer/webhooks/1001', { url: receiver.url, events: ['order.booked'] })
      .expect(201);
    // Production's policy, in this running portal (its configuration allows loopback for the other tests).
    const allowing = dispatcher().sender;
    Object.assign(dispatcher(), { sender: new WebhookSender(false) });
    try {
      const refused = await fx
        .call('anna', 'post', '/customer/webhooks/1001', { url: `http://localhost:${receiver.port}/x`, events: ['order.booked'] }, 'en')
        .expect(400);
      expect(refused.body.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'url', code: 'WEBHOOK.URL_FORBIDDEN' })]),
      );
      await book('anna');
      await eventually(async () => {
        const { rows } = await fx.db.query(
          `SELECT a.error FROM customers.webhook_attempts a JOIN customers.webhook_deliveries d ON d.id = a.delivery_id WHERE d.endpoint_id = $1`,
          [endpoint.id],
        );
        expect(rows).toEqual([{ error: 'FORBIDDEN_ADDRESS' }]);
      });
      expect(receiver.hits).toEqual([]);
    } finally {
      Object.assign(dispatcher(), { sender: allowing });
    }
  });

  it('answers 400, never 500, for malformed registrations', async () => {
    for (const body of [
      {},
      { url: 'nope', events: ['order.booked'] },
      { url: 'https://x.example.com', events: ['x'] },
      { url: ['a'], events: {} },
      [],
    ])
      await fx.call('anna', 'post', '/customer/webhooks/1001', body).expect(400);
  });
});
