import { randomUUID } from 'node:crypto';
import { bookedConsignments, report, signature } from '../lib/carrier-status.mjs';

/**
 * Carrier status through the signed webhook at a fixed 2 000 reports/s: every request is a fresh report
 * (own event id, HMAC over its body) for one of 500 booked consignments. The webhook applies it before
 * answering (history row, current status, OrderStatusChanged in one transaction), so the latency is the
 * apply lag of this input.
 */
// Per server: booked once for the warm-up and the measured run; `--stack` runs the scenario again on another portal.
const bookedBy = new WeakMap();

export default {
  name: 'status-webhook',
  server: 'portal',
  stack: true, // also through the gateway of the distributed stack (`--stack`)
  order: 60,
  description: 'POST /api/carrier/{code}/status (signed) at a fixed 2 000 reports/s (target apply p99 <= 250 ms)',
  async setup(ctx) {
    const server = ctx.servers.portal;
    if (!bookedBy.has(server)) bookedBy.set(server, await bookedConsignments(ctx, 500, 'portal'));
    const consignments = bookedBy.get(server);
    const run = randomUUID().slice(0, 8);
    let n = 0;
    return {
      overallRate: 2000,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const consignment = consignments[n % consignments.length];
            const body = JSON.stringify(report(consignment, n++, run));
            return {
              ...request,
              path: `/api/carrier/${consignment.carrierCode}/status`,
              headers: { 'content-type': 'application/json', 'x-signature': signature(consignment.carrierCode, body) },
              body,
            };
          },
        },
      ],
    };
  },
  summarize(result) {
    return {
      note: `${Math.round(result.requests.average)} reports/s applied at a 2 000/s offer; apply p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target p99 <= 250 ms)`,
    };
  },
};
