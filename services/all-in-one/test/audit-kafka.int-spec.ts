import { randomUUID } from 'node:crypto';
import { verifyAuditChain } from '@freight/auth';
import { createLogger } from '@freight/kernel';
import { KafkaTransport } from '@freight/messaging';
import { ANNA, eventually, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import { apiCall, signIn, startTestPortal, TestPortal } from './portal';

/**
 * The audit trail over the real Kafka (issue 32 item 1): entries recorded by several services' outboxes at once reach
 * auth on freight.audit.v1 keyed by customer, and are chained in order, each once, whatever the broker delivers again.
 */
describe('Audit trail over Kafka', () => {
  const kafka = testKafkaEnv();
  let portal: TestPortal;
  let producer: KafkaTransport;

  beforeAll(async () => {
    portal = await startTestPortal(kafka);
    producer = new KafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `audit-test-${randomUUID().slice(0, 8)}`,
      namespace: kafka.KAFKA_NAMESPACE,
      logger: createLogger('error', 'audit-test'),
    });
  }, 180_000);

  afterAll(async () => {
    await producer?.close();
    await portal?.close();
  });

  it('chains concurrent entries of one customer without a gap, and a redelivered entry once', async () => {
    const anna = await signIn(portal, ANNA.username, ANNA.password);
    // Calls to two services at once (customers and auth): entries come from different outboxes, concurrently.
    const answers = await Promise.all([
      ...[1, 2, 3].map((i) =>
        apiCall(portal, anna.accessToken, 'put', '/customer/setting/1001', { setting: 'printFormat', value: i % 2 ? 'ZPL' : 'PDF' }).set(
          'x-request-id',
          `audit-kafka-setting-${i}`,
        ),
      ),
      ...[1, 2, 3].map((i) =>
        portal.http
          .post('/api/auth/signin')
          .set('x-request-id', `audit-kafka-signin-${i}`)
          .send({ username: ANNA.username, password: ANNA.password }),
      ),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const count = async () =>
      (await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth.audit_entries WHERE customer_id = 1001')).rows[0].n;
    await eventually(async () => expect(await count()).toBe(7), 60_000);
    const { rows } = await portal.db.query<{ seq: string }>('SELECT seq FROM auth.audit_entries WHERE customer_id = 1001 ORDER BY seq');
    expect(rows.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // The same record once more (same event id): the inbox takes it once.
    const { rows: outbox } = await portal.db.query<{ topic: string; payload: Buffer; headers: Record<string, string> }>(
      `SELECT topic, payload, headers FROM auth.outbox WHERE event_type = 'AuditEntryRecorded' AND aggregate_id = '1001' ORDER BY id LIMIT 1`,
    );
    expect(outbox[0].topic).toBe('freight.audit.v1');
    await producer.publish([{ topic: outbox[0].topic, key: '1001', value: outbox[0].payload, headers: outbox[0].headers }]);
    await portal.http
      .post('/api/auth/signin')
      .set('x-request-id', 'audit-kafka-after')
      .send({ username: ANNA.username, password: ANNA.password })
      .expect(200);
    await eventually(async () => {
      const { rows: last } = await portal.db.query("SELECT seq FROM auth.audit_entries WHERE request_id = 'audit-kafka-after'");
      expect(last).toHaveLength(1);
    }, 60_000);
    expect(await count()).toBe(8);
    expect(await verifyAuditChain(async (sql, params) => (await portal.db.query(sql, params)).rows)).toEqual({ customers: 1, entries: 8 });
  });
});
