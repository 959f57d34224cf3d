import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { portalDatabase } from '../lib/bookings.mjs';
import { benchKafkaBrokers } from '../lib/apps.mjs';
import { bookedConsignments, percentile, report } from '../lib/carrier-status.mjs';

/**
 * Carrier status straight onto carrier.status.v1 at 2 000 reports/s, as an integrator's kcat would write
 * them (protobuf JSON mapping, no headers, key = consignment number), for BENCH_DURATION seconds. Lag of
 * each report = when the portal's consumer applied it (order_status_history.received_at, taken in the
 * applying transaction) minus when the bench produced it (its occurred_at). Needs a broker: BENCH_KAFKA_BROKERS,
 * else `bash scripts/kafka.sh start` (127.0.0.1:9092).
 */
const RATE = 2000;
const TICK_MS = 10;

export default {
  name: 'status-lag',
  server: 'portal-kafka',
  order: 61,
  description: 'carrier.status.v1 at 2 000 reports/s through Kafka: apply lag p50/p99 (target p99 <= 250 ms)',
  async run(ctx) {
    const consignments = await bookedConsignments(ctx, 1000, 'portal-kafka');
    const kafka = new Kafka({ clientId: 'bench-status-lag', brokers: benchKafkaBrokers().split(','), logLevel: logLevel.NOTHING });
    const producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    const run = randomUUID().slice(0, 8);
    let n = 0;
    const started = Date.now();
    try {
      // A fixed schedule (20 reports every 10 ms), caught up if a send took longer: an offered rate, not a closed loop.
      while (Date.now() - started < ctx.duration * 1000) {
        const due = Math.floor(((Date.now() - started) / 1000) * RATE);
        const messages = [];
        while (n < due) {
          const consignment = consignments[n % consignments.length];
          messages.push({ key: consignment.consignmentNo, value: JSON.stringify(report(consignment, n++, run)) });
        }
        if (messages.length) await producer.send({ topic: 'carrier.status.v1', messages });
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
      let applied = 0;
      for (;;) {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM shipping.order_status_history WHERE event_id LIKE $1`, [
          `${run}-%`,
        ]);
        applied = rows[0].n;
        if (applied >= produced || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const { rows } = await db.query(
        `SELECT extract(epoch FROM received_at - occurred_at) * 1000 AS lag_ms, received_at FROM shipping.order_status_history WHERE event_id LIKE $1`,
        [`${run}-%`],
      );
      const lags = rows.map((r) => Number(r.lag_ms)).sort((a, b) => a - b);
      const lastApplied = Math.max(...rows.map((r) => r.received_at.getTime()));
      const appliedPerSecond = rows.length / ((lastApplied - started) / 1000);
      const p50 = percentile(lags, 50);
      const p99 = percentile(lags, 99);
      return {
        requestsPerSecond: appliedPerSecond,
        requestsTotal: rows.length,
        durationSeconds: producedSeconds,
        latencyMs: { p50, p90: percentile(lags, 90), p99, max: lags[lags.length - 1], mean: lags.reduce((a, b) => a + b, 0) / lags.length },
        errors: produced - rows.length,
        note: `${produced} reports produced at ${Math.round(produced / producedSeconds)}/s, ${rows.length} applied (${Math.round(appliedPerSecond)}/s); apply lag p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${lags[lags.length - 1]?.toFixed(0)} ms (target p99 <= 250 ms)`,
      };
    } finally {
      await db.end();
    }
  },
};
