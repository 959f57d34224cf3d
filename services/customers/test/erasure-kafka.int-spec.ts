import { randomUUID } from 'node:crypto';
import { decodeEvent } from '@freight/contracts';
import { ERASURE_SERVICES, EVENT_TRANSPORT, EventTransport } from '@freight/messaging';
import { BERTIL, eventually, testKafkaEnv } from '@freight/testing';
import { apiCall, signIn, startTestPortal, TestPortal } from '../../all-in-one/test/portal';

/**
 * An erasure over the real broker, as the distributed deployment runs it: CustomerErasureRequested on
 * freight.privacy.v1 reaches every service's inbox, each answers CustomerErasureCompleted from its outbox, and the
 * customers service completes the request. Delivered again (same event id, and replayed under a new one) it
 * changes nothing more.
 */
describe('Erasure over Kafka', () => {
  const kafka = testKafkaEnv();
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
  }, 120_000);
  afterAll(async () => {
    await portal?.close();
  });

  /** Every service's CustomerErasureCompleted rows in its own outbox, decoded. */
  async function answers(): Promise<{ service: string; affected: number; requestId: string }[]> {
    const all = [];
    for (const schema of ERASURE_SERVICES) {
      const { rows } = await portal.db.query<{ payload: Buffer }>(
        `SELECT payload FROM ${schema}.outbox WHERE event_type = 'CustomerErasureCompleted' ORDER BY id`,
      );
      all.push(...rows.map((r) => decodeEvent('CustomerErasureCompleted', r.payload)));
    }
    return all;
  }

  it('has every service erase and confirm once, and a redelivered or replayed request erases nothing more', async () => {
    const bertil = (await signIn(portal, BERTIL.username, BERTIL.password)).accessToken;
    await apiCall(portal, bertil, 'post', '/contact/', {
      firstName: 'Bertil',
      lastName: 'Berg',
      address1: 'Linnégatan 5',
      postcode: '41304',
      city: 'Göteborg',
    }).expect(200);

    // What the services learn of him from each other has arrived (other topics than the request's, so not ordered with it).
    await eventually(async () => {
      for (const table of ['customers.known_contacts', 'content.known_customers', 'billing.customers']) {
        const { rows } = await portal.db.query(`SELECT 1 FROM ${table} WHERE customer_id = $1`, [BERTIL.customerId]);
        if (!rows.length) throw new Error(`${table} has not heard of him yet`);
      }
    }, 90_000);

    const requested = await apiCall(portal, bertil, 'post', `/customer/erasure/${BERTIL.customerId}`).expect(202);
    const completed = await eventually(async () => {
      const { rows } = await portal.db.query('SELECT completed_at FROM customers.erasure_requests WHERE id = $1', [requested.body.id]);
      if (!rows[0]?.completed_at) throw new Error('not completed yet');
      return rows[0].completed_at as Date;
    }, 90_000);
    const first = await answers();
    expect(first.map((a) => a.service).sort()).toEqual([...ERASURE_SERVICES]);
    expect(first.find((a) => a.service === 'contacts')!.affected).toBe(1);
    expect((await portal.db.query('SELECT 1 FROM contacts.contacts WHERE cust_id = $1', [BERTIL.customerId])).rows).toHaveLength(0);

    // The request as the relay published it: twice more under its own id (a redelivery), once under a new one (a replay).
    const { rows } = await portal.db.query<{ topic: string; aggregate_id: string; payload: Buffer; headers: Record<string, string> }>(
      "SELECT topic, aggregate_id, payload, headers FROM customers.outbox WHERE event_type = 'CustomerErasureRequested'",
    );
    expect(rows).toHaveLength(1);
    const transport = portal.running.app.get<EventTransport>(EVENT_TRANSPORT);
    const again = (headers: Record<string, string>) =>
      transport.publish([{ topic: rows[0].topic, key: rows[0].aggregate_id, value: rows[0].payload, headers }]);
    await again(rows[0].headers);
    await again(rows[0].headers);
    await again({ ...rows[0].headers, event_id: randomUUID() });

    // The replay (after the redeliveries: one key, one partition) is answered again by every service, having found nothing left to erase.
    const all = await eventually(async () => {
      const now = await answers();
      if (now.length < 2 * ERASURE_SERVICES.length) throw new Error(`${now.length} answers so far`);
      return now;
    }, 90_000);
    expect(all).toHaveLength(2 * ERASURE_SERVICES.length);
    const latest = ERASURE_SERVICES.map((service) => all.filter((a) => a.service === service).pop()!);
    expect(latest.map((a) => [a.service, a.affected])).toEqual(ERASURE_SERVICES.map((s) => [s, 0]));
    expect(new Set(all.map((a) => a.requestId))).toEqual(new Set([requested.body.id]));

    // The redeliveries under the first id met each consumer's inbox row: two inbox rows per service, no more.
    for (const schema of ERASURE_SERVICES) {
      const { rows: inbox } = await portal.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${schema}.inbox WHERE event_type = 'CustomerErasureRequested'`,
      );
      expect(inbox[0].n).toBe(2);
    }
    const { rows: request } = await portal.db.query('SELECT completed_at FROM customers.erasure_requests WHERE id = $1', [
      requested.body.id,
    ]);
    expect(request[0].completed_at).toEqual(completed);
    const { rows: confirmations } = await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers.erasure_confirmations');
    expect(confirmations[0].n).toBe(ERASURE_SERVICES.length);
  });
});
