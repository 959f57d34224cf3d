import { randomUUID } from 'node:crypto';
import { encodeEvent, EventData, EventType } from '@freight/contracts';
import { createLogger } from '@freight/kernel';
import { envelopeToHeaders, KafkaTransport } from '@freight/messaging';
import { RunningService, startService } from '@freight/runtime';
import { createTestDatabase, eventually, TestDatabase, testConfig, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import { ContentModule } from '../src';

/**
 * The content service alone on the real Kafka broker, as in the distributed mode: another service's
 * MailRequested and shipping's OrderBooked arrive over Kafka, each record twice (a relay that published it
 * again), and the mailer sends one mail for each through the in-process SMTP sink.
 */
describe('Content service: mail asked for over Kafka is sent once', () => {
  const kafka = testKafkaEnv();
  let database: TestDatabase;
  let running: RunningService;
  let producer: KafkaTransport;
  let db: Client;

  beforeAll(async () => {
    database = await createTestDatabase('frakt_content');
    const config = testConfig({ DATABASE_URL: database.url, ...kafka, KAFKA_CLIENT_ID: `content-test-${randomUUID().slice(0, 8)}` });
    running = await startService({ name: 'content', modules: [ContentModule], config, keys: 'load' });
    producer = new KafkaTransport({
      brokers: testKafkaBrokers(),
      clientId: `content-producer-${randomUUID().slice(0, 8)}`,
      namespace: kafka.KAFKA_NAMESPACE,
      logger: createLogger('error', 'content-test'),
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await producer?.close();
    await running?.close();
    await database?.drop();
  });

  async function publishTwice<K extends EventType>(
    type: K,
    topic: string,
    key: string,
    data: EventData<K>,
    producerName: string,
  ): Promise<string> {
    const eventId = randomUUID();
    const headers = envelopeToHeaders({
      eventId,
      eventType: type,
      aggregateId: key,
      occurredAt: new Date().toISOString(),
      correlationId: eventId,
      causationId: '',
      schemaVersion: 1,
      producer: producerName,
      contentType: 'application/x-protobuf',
    });
    const record = { topic, key, value: Buffer.from(encodeEvent(type, data)), headers };
    await producer.publish([record]);
    await producer.publish([record]);
    return eventId;
  }

  const caught = (address: string) =>
    db.query<{ raw: Buffer }>('SELECT raw FROM content.sink_messages WHERE $1 = ANY(rcpt_to) ORDER BY id', [address]).then((r) => r.rows);

  /**
   * Both copies have been consumed once a marker published after them on the same key (so the same partition,
   * read in order) has been mailed; then no mail may be left queued.
   */
  const settled = async (topic: 'freight.mail.v1' | 'freight.orders.v1', key: string, address: string) => {
    const marker = `marker-${randomUUID().slice(0, 8)}@example.se`;
    const envelope = (type: EventType) =>
      envelopeToHeaders({
        eventId: randomUUID(),
        eventType: type,
        aggregateId: key,
        occurredAt: new Date().toISOString(),
        correlationId: '',
        causationId: '',
        schemaVersion: 1,
        producer: 'test',
        contentType: 'application/x-protobuf',
      });
    const value =
      topic === 'freight.mail.v1'
        ? encodeEvent('MailRequested', { to: [marker], subject: 'Markör', text: 'x', kind: 'test-marker' })
        : encodeEvent('OrderBooked', {
            orderNo: key,
            customerId: '1001',
            consignmentNo: `M${randomUUID().slice(0, 8)}`,
            consigneeEmail: marker,
            consigneeEmailNotify: true,
          });
    await producer.publish([
      { topic, key, value: Buffer.from(value), headers: envelope(topic === 'freight.mail.v1' ? 'MailRequested' : 'OrderBooked') },
    ]);
    await eventually(async () => {
      if (!(await caught(marker)).length) throw new Error('the marker has not been mailed yet');
      const { rows: pending } = await db.query(`SELECT 1 FROM content.mails WHERE status IN ('pending', 'sending')`);
      if (pending.length) throw new Error('mails still queued');
    }, 60_000);
    return caught(address);
  };

  it('sends a MailRequested once although the record came twice', async () => {
    const eventId = await publishTwice(
      'MailRequested',
      'freight.mail.v1',
      'bill-100042',
      {
        customerId: '1001',
        to: ['faktura.kund@example.se'],
        subject: 'Faktura 100042 från Frakt',
        text: 'Din faktura på 1 250,00 kr förfaller 2026-12-16.',
        senderType: 4,
        language: 'sv',
        kind: 'bill-issued',
      },
      'billing',
    );
    const rows = await settled('freight.mail.v1', 'bill-100042', 'faktura.kund@example.se');
    const { rows: inbox } = await db.query(
      `SELECT count(*)::int AS n FROM content.inbox WHERE consumer = 'SendMailWhenRequested' AND event_id = $1`,
      [eventId],
    );
    expect(inbox[0].n).toBe(1);
    expect(rows.length).toBe(1);
    const mail = await simpleParser(rows[0].raw);
    expect(mail.subject).toBe('Faktura 100042 från Frakt');
    expect(mail.from?.value[0].address).toBe('faktura@frakt.se');
  });

  it('sends the pre-notice of an OrderBooked in English to a consignee abroad, once', async () => {
    await publishTwice(
      'OrderBooked',
      'freight.orders.v1',
      'ORDERKAFKA000001',
      {
        orderNo: 'ORDERKAFKA000001',
        customerId: '1001',
        consignmentId: randomUUID(),
        consignmentNo: '1000009999',
        supplierId: 225,
        templateName: 'DHL_EXPRESS',
        priceOre: '12500',
        currency: 'SEK',
        bookedAt: new Date().toISOString(),
        bookedBy: '11',
        consigneeName: 'Ola Nordmann',
        consigneeEmail: 'ola@example.no',
        consigneeEmailNotify: true,
        consigneeCountry: 'NO',
        consigneeCity: 'Oslo',
        consignorName: 'Annas Blommor AB',
      },
      'shipping',
    );
    const rows = await settled('freight.orders.v1', 'ORDERKAFKA000001', 'ola@example.no');
    expect(rows.length).toBe(1);
    const mail = await simpleParser(rows[0].raw);
    expect(mail.subject).toBe('A consignment to you from Annas Blommor AB – 1000009999');
    expect(mail.text).toContain('Annas Blommor AB has booked a consignment to you with DHL Express.');
    const { rows: booked } = await db.query(
      'SELECT customer_id, supplier_id, language FROM content.booked_consignments WHERE consignment_no = $1',
      ['1000009999'],
    );
    expect(booked).toEqual([{ customer_id: 1001, supplier_id: 225, language: 'en' }]);
  });
});
