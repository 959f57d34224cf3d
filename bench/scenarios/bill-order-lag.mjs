import { inboxLags, lagRow, portalDatabase, produceOrderBooked } from '../lib/order-booked-lag.mjs';

const RATE = 1000;
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
    const produced = await produceOrderBooked({
      clientId: 'bench-bill-order-lag',
      rate: RATE,
      seconds: ctx.duration,
      customers: CUSTOMERS,
      firstCustomer: 400_001,
      prefix: 'LAG',
    });
    const db = await portalDatabase(ctx, 'portal-kafka');
    try {
      const lags = await inboxLags(db, { schema: 'billing', consumer: 'CreateBillOrdersWhenOrderBooked', ...produced });
      const [{ lines }] = (
        await db.query(`SELECT count(*)::int AS lines FROM billing.bill_orders WHERE order_no LIKE $1`, [`LAG${produced.run}%`])
      ).rows;
      return lagRow(produced, lags, `billing (${lines} bill order lines)`);
    } finally {
      await db.end();
    }
  },
};
