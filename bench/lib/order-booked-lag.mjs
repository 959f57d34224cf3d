// Shared by the consumer-lag scenarios (bill-order-lag, insights-lag): OrderBooked produced onto freight.orders.v1 at
// a bounded rate, as shipping's relay writes them, and the lag until a consumer's inbox took each one.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { benchKafkaBrokers, ROOT } from './apps.mjs';
import { portalDatabase } from './bookings.mjs';
import { percentile } from './carrier-status.mjs';

const require = createRequire(import.meta.url);
const { encodeEvent } = require(`${ROOT}/libs/contracts/dist/index.js`);

const TICK_MS = 10;

/**
 * OrderBooked at `rate` a second for `seconds` (protobuf with envelope headers, keyed by order number), for
 * `customers` customers from `firstCustomer` in turn; `extra(n)` adds fields to the n-th event's data.
 * Answers when each event was produced (by event id), how many and over how long.
 */
export async function produceOrderBooked({ clientId, rate, seconds, customers, firstCustomer, prefix, extra = () => ({}) }) {
  const kafka = new Kafka({ clientId, brokers: benchKafkaBrokers().split(','), logLevel: logLevel.NOTHING });
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  const run = randomUUID().slice(0, 8);
  const producedAt = new Map();
  let n = 0;
  const started = Date.now();
  try {
    while (Date.now() - started < seconds * 1000) {
      const due = Math.floor(((Date.now() - started) / 1000) * rate);
      const messages = [];
      const now = new Date();
      while (n < due) {
        const customerId = String(firstCustomer + (n % customers));
        const eventId = randomUUID();
        const orderNo = `${prefix}${run}${String(n++).padStart(8, '0')}`;
        const data = {
          orderNo,
          customerId,
          consignmentId: randomUUID(),
          consignmentNo: String(1_400_000_000 + n),
          supplierId: 131,
          templateName: 'PN_PARCEL',
          priceOre: '14900',
          currency: 'SEK',
          insured: n % 4 === 0,
          goodsValueOre: '1000000',
          insurancePriceOre: '7500',
          consigneeType: 'company',
          bookedAt: now.toISOString(),
          bookedBy: '7',
          ...extra(n),
        };
        const headers = {
          event_id: eventId,
          event_type: 'OrderBooked',
          aggregate_id: orderNo,
          occurred_at: now.toISOString(),
          correlation_id: eventId,
          causation_id: '',
          schema_version: '1',
          producer: 'bench',
          content_type: 'application/x-protobuf',
        };
        producedAt.set(eventId, now.getTime());
        messages.push({ key: orderNo, value: Buffer.from(encodeEvent('OrderBooked', data)), headers });
      }
      if (messages.length) await producer.send({ topic: 'freight.orders.v1', messages });
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
  } finally {
    await producer.disconnect();
  }
  return { run, producedAt, produced: n, producedSeconds: (Date.now() - started) / 1000 };
}

/**
 * Waits (up to 120 s) until `schema`'s inbox holds every produced event for `consumer`; each event's lag is its
 * inbox row's received_at (the applying transaction's start) minus when it was produced. `db` stays open for the
 * caller's own counts.
 */
export async function inboxLags(db, { schema, consumer, producedAt, produced }) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rows } = await db.query(`SELECT event_id, received_at FROM ${schema}.inbox WHERE consumer = $1 AND event_id = ANY($2)`, [
      consumer,
      [...producedAt.keys()],
    ]);
    if (rows.length >= produced || Date.now() > deadline)
      return rows.map((r) => r.received_at.getTime() - producedAt.get(r.event_id)).sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The bench row of a lag run; `what` says what took the events. */
export function lagRow({ produced, producedSeconds }, lags, what) {
  const p50 = percentile(lags, 50);
  const p99 = percentile(lags, 99);
  return {
    requestsPerSecond: lags.length / producedSeconds,
    requestsTotal: lags.length,
    durationSeconds: producedSeconds,
    latencyMs: { p50, p90: percentile(lags, 90), p99, max: lags[lags.length - 1], mean: lags.reduce((a, b) => a + b, 0) / lags.length },
    errors: produced - lags.length,
    note: `${produced} OrderBooked produced at ${Math.round(produced / producedSeconds)}/s, ${lags.length} taken by ${what}; lag p50 ${p50?.toFixed(0)} ms, p99 ${p99?.toFixed(0)} ms, max ${lags[lags.length - 1]?.toFixed(0)} ms (target p99 <= 1 s)`,
  };
}

export { portalDatabase };
