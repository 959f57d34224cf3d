import { portalDatabase, prepareSendList } from '../lib/bookings.mjs';

const BACKLOG = Number(process.env.BENCH_OUTAGE_BACKLOG || 2000);
const LIMIT_MS = 180_000;

/**
 * The backlog a carrier outage leaves, drained once the carrier is back: BACKLOG bookings (2 000,
 * BENCH_OUTAGE_BACKLOG) written as the booking writes them during an outage (booked, waiting, their transmission
 * pending and not due: the breaker and back-off holding them), then made due at once as when the carrier answers
 * again. The transmission worker (CARRIER_WORKER_POLL_MS, its per-carrier limit and breaker) sends them to the
 * in-process simulator; pending rows are counted every 100 ms. Figures: bookings drained per second over the whole
 * drain, and the best single second.
 */
export default {
  name: 'carrier-outage',
  server: 'portal',
  order: 53,
  description: `backlog of ${BACKLOG} bookings drained by the transmission worker after a carrier outage (drained/s)`,
  async run(ctx) {
    const prepared = await prepareSendList(ctx, BACKLOG + 1);
    const orderNos = prepared.orderNos.slice(0, BACKLOG);
    const db = await portalDatabase(ctx);
    try {
      // The outage's bookings: numbered, booked and waiting, each transmission pending but held (not due).
      await db.query(
        `WITH t AS (SELECT o.order_no, o.consignment_id, o.supplier_id, (8000000000 + row_number() OVER (ORDER BY o.order_no))::text AS no
                      FROM shipping.orders o WHERE o.order_no = ANY ($1)),
              c AS (UPDATE shipping.consignments c SET consignment_no = t.no, document = c.document || jsonb_build_object('consignmentNo', t.no)
                      FROM t WHERE c.id = t.consignment_id),
              o AS (UPDATE shipping.orders o SET date_booked = now(), carrier_state = 'waiting' FROM t WHERE o.order_no = t.order_no)
         INSERT INTO shipping.carrier_transmissions (order_no, carrier_code, reference, next_attempt_at, created_at)
         SELECT order_no, supplier_id, no, 'infinity', now() FROM t`,
        [orderNos],
      );
      await db.query('ANALYZE shipping.carrier_transmissions');
      const pending = async () =>
        (
          await db.query(`SELECT count(*)::int AS n FROM shipping.carrier_transmissions WHERE order_no = ANY ($1) AND state = 'pending'`, [
            orderNos,
          ])
        ).rows[0].n;
      // The carrier is back: every held transmission is due now.
      const started = performance.now();
      await db.query(`UPDATE shipping.carrier_transmissions SET next_attempt_at = now() WHERE order_no = ANY ($1)`, [orderNos]);
      const samples = [{ at: 0, left: BACKLOG }];
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const left = await pending();
        const at = performance.now() - started;
        samples.push({ at, left });
        if (left === 0 || at > LIMIT_MS) break;
      }
      const seconds = samples.at(-1).at / 1000;
      const left = samples.at(-1).left;
      let best = 0;
      for (const s of samples) {
        const later = samples.find((x) => x.at >= s.at + 1000);
        if (later) best = Math.max(best, s.left - later.left);
      }
      const { rows } = await db.query(
        `SELECT state || coalesce(' ' || refusal_code || ' ' || refusal_text, '') AS state, count(*)::int AS n
           FROM shipping.carrier_transmissions WHERE order_no = ANY ($1) GROUP BY 1 ORDER BY 1`,
        [orderNos],
      );
      const drained = BACKLOG - left;
      return {
        requestsPerSecond: drained / seconds,
        requestsTotal: drained,
        durationSeconds: seconds,
        latencyMs: { p50: seconds * 1000, p90: seconds * 1000, p99: seconds * 1000, max: seconds * 1000, mean: seconds * 1000 },
        errors: left,
        note: `carrier-outage: ${drained} of ${BACKLOG} held bookings (${prepared.templateName}) sent after the carrier came back in ${seconds.toFixed(1)} s: ${(drained / seconds).toFixed(0)} drained/s, best second ${best}; states ${rows.map((r) => `${r.state} ${r.n}`).join(', ')}`,
      };
    } finally {
      await db.end();
    }
  },
};
