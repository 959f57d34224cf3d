import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { benchKafkaBrokers, ROOT } from '../lib/apps.mjs';
import { portalDatabase } from '../lib/bookings.mjs';
import { percentile } from '../lib/carrier-status.mjs';

const require = createRequire(import.meta.url);
const { encodeEvent } = require(`${ROOT}/libs/contracts/dist/index.js`);

const RATE = 1000;
const TICK_MS = 10;
const CUSTOMERS = 100;

/**
 * OrderBooked onto freight.orders.v1 at 1 000 bookings/s (protobuf with envelope headers, keyed by order number,
 * as shipping's relay writes them, so every partition's chunk names most of the 100 customers) for
 * BENCH_DURATION seconds, consumed by a portal on Kafka. The customers have a credit limit (too high to block),
 * so credit control checks each chunk's customers as it does for real ones.
 * Lag of each booking = when billing's consumer took it (its inbox row's received_at, the applying
 * transaction's start) minus when the bench produced it. Target p99 <= 1 s.
 */
export default {
  name: 'bill-order-lag',
  server: 'portal-kafka',
  order: 82,
  description: 'OrderBooked at 1 000/s through Kafka into bill order lines: consumer lag p50/p99 (target p99 <= 1 s)',
  async run(ctx) {
    const seed = await portalDatabase(ctx, 'portal-kafka');
    try {
      await seed.query(
        `INSERT INTO billing.customers (customer_id, credit_limit_ore)
         SELECT 400001 + n, 1000000000000 FROM generate_series(0, $1::int - 1) n
         ON CONFLICT (customer_id) DO UPDATE SET credit_limit_ore = EXCLUDED.credit_limit_ore`,
        [CUSTOMERS],
      );
    } finally {
      await seed.end();
    }
    const kafka = new Kafka({ clientId: 'bench-bill-order-lag', brokers: benchKafkaBrokers().split(','), logLevel: logLevel.NOTHING });
    const producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    const run = randomUUID().slice(0, 8);
    const producedAt = new Map();
    let n = 0;
    const started = Date.now();
    try {
      while (Date.now() - started < ctx.duration * 1000) {
        const due = Math.floor(((Date.now() - started) / 1000) * RATE);
        const messages = [];
        const now = new Date();
        while (n < due) {
          const customerId = String(400_001 + (n % CUSTOMERS));
          const eventId = randomUUID();
          const orderNo = `LAG${run}${String(n++).padStart(8, '0')}`;
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
    const produced = n;
    const producedSeconds = (Date.now() - started) / 1000;
    const db = await portalDatabase(ctx, 'portal-kafka');
    try {
      const deadline = Date.now() + 120_000;
      let rows = [];
      for (;;) {
        ({ rows } = await db.query(
          `SELECT event_id, received_at FROM billing.inbox WHERE consumer = 'CreateBillOrdersWhenOrderBooked' AND event_id = ANY($1)`,
          [[...producedAt.keys()]],
        ));
        if (rows.length >= produced || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const [{ lines }] = (await db.query(`SELECT count(*)::int AS lines FROM billing.bill_orders WHERE order_no LIKE $1`, [`LAG${run}%`]))
        .rows;
      const lags = rows.map((r) => r.received_at.getTime() - producedAt.get(r.event_id)).sort((a, b) => a - b);
      const p50 = percentile(lags, 50);
      const p99 = percentile(lags, 99);
      return {
        requestsPerSecond: rows.length / producedSeconds,
        requestsTotal: rows.length,
        durationSeconds: producedSeconds,
        latencyMs: { p50, p90: percentile(lags, 90), p99, max: lags[lags.length - 1], mean: lags.reduce((a, b) => a + b, 0) / lags.length },
        errors: produced - rows.length,
        note: `${produced} OrderBooked produced at ${Math.round(produced / producedSeconds)}/s, ${rows.length} taken by billing (${lines} bill order lines); lag p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${lags[lags.length - 1]?.toFixed(0)} ms (target p99 <= 1 s)`,
      };
    } finally {
      await db.end();
    }
  },
};
