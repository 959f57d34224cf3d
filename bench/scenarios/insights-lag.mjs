import { inboxLags, lagRow, portalDatabase, produceOrderBooked } from '../lib/order-booked-lag.mjs';

const CUSTOMERS = 100;
const rate = () => {
  const raw = Number(process.env.BENCH_INSIGHTS_RATE ?? 1000);
  if (!Number.isFinite(raw) || raw < 1 || raw > 5000)
    throw new Error(`BENCH_INSIGHTS_RATE must be 1–5000 (got "${process.env.BENCH_INSIGHTS_RATE}")`);
  return raw;
};

/**
 * The dashboard summary's consumer (issue 33): OrderBooked with an emission estimate at a bounded rate
 * (BENCH_INSIGHTS_RATE, default 1 000/s, the figure) for BENCH_DURATION seconds onto freight.orders.v1,
 * for 100 customers, consumed by a portal on Kafka. Lag of each booking = when the customers service's
 * KeepInsightsSummary took it (its inbox row's received_at) minus when the bench produced it; the summary's
 * consignments are counted after, so a lost or doubled event shows.
 */
export default {
  name: 'insights-lag',
  server: 'portal-kafka',
  order: 83,
  description:
    'OrderBooked at BENCH_INSIGHTS_RATE (default 1 000/s) through Kafka into the dashboard summary: consumer lag p50/p99 (target p99 <= 1 s)',
  async run(ctx) {
    const produced = await produceOrderBooked({
      clientId: 'bench-insights-lag',
      rate: rate(),
      seconds: ctx.duration,
      customers: CUSTOMERS,
      firstCustomer: 500_001,
      prefix: 'INS',
      extra: (n) => ({
        co2eGrams: String(900 + (n % 400)),
        emissionKgKm: String(4000 + (n % 2000)),
        emissionMode: 'road',
        deliveryMaxDays: 2,
      }),
    });
    const db = await portalDatabase(ctx, 'portal-kafka');
    try {
      const lags = await inboxLags(db, { schema: 'customers', consumer: 'KeepInsightsSummary.booked', ...produced });
      const [{ orders, consignments }] = (
        await db.query(
          `SELECT (SELECT count(*)::int FROM customers.insight_orders WHERE order_no LIKE $1) AS orders,
                  (SELECT coalesce(sum(consignments), 0)::int FROM customers.insight_monthly WHERE customer_id BETWEEN 500001 AND 500100) AS consignments`,
          [`INS${produced.run}%`],
        )
      ).rows;
      const row = lagRow(produced, lags, `the summary (${orders} order rows, ${consignments} consignments summed)`);
      return { ...row, errors: row.errors + Math.abs(consignments - produced.produced) };
    } finally {
      await db.end();
    }
  },
};
