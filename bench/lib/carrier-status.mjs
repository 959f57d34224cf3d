// Shared by scenarios/status-webhook.mjs and scenarios/status-lag.mjs: booked orders whose carriers can
// report on them, and carrier status reports as a carrier (or an integrator's kcat) would send them.
import { createHmac, randomUUID } from 'node:crypto';
import { portalDatabase, prepareSendList } from './bookings.mjs';

export const STATUSES = ['CONFIRMED', 'PICKUP', 'IN_TRANSIT', 'DELIVERED'];

/** The development webhook secret of a carrier (DEV_CARRIER_WEBHOOK_SECRETS in services/shipping/src/shipping.config.ts). */
export const devSecret = (carrierCode) => `frakt-dev-webhook-${carrierCode}`;

/** `count` orders booked through the API; answers each one's consignment number and carrier. */
export async function bookedConsignments(ctx, count, kind) {
  const prepared = await prepareSendList(ctx, count, kind);
  for (let round = 0; round < Math.ceil(count / 1000) + 1; round++) {
    const { status, body } = await ctx.http(kind, 'PUT', '/api/order/book/', {
      headers: { ...prepared.headers, 'idempotency-key': randomUUID() },
      body: { all: true },
    });
    if (status !== 200) throw new Error(`book all answered ${status}: ${JSON.stringify(body)}`);
    if (body.failed) throw new Error(`book all failed for ${body.failed}: ${JSON.stringify(body.errors)}`);
    if (!body.booked) break;
  }
  const db = await portalDatabase(ctx, kind);
  try {
    const { rows } = await db.query(
      `SELECT c.consignment_no, o.supplier_id FROM shipping.orders o JOIN shipping.consignments c ON c.id = o.consignment_id
        WHERE o.date_booked IS NOT NULL AND c.consignment_no IS NOT NULL`,
    );
    return rows.map((r) => ({ consignmentNo: r.consignment_no, carrierCode: r.supplier_id }));
  } finally {
    await db.end();
  }
}

/** The n-th report of a run: statuses in carrier order, occurred_at = now (so received_at − occurred_at is the lag). */
export function report(consignment, n, run) {
  return {
    carrier_code: consignment.carrierCode,
    consignment_no: consignment.consignmentNo,
    status: STATUSES[n % STATUSES.length],
    occurred_at: new Date().toISOString(),
    location: 'Terminal Stockholm',
    description: 'bench',
    event_id: `${run}-${n}`,
  };
}

export const signature = (carrierCode, body) => `sha256=${createHmac('sha256', devSecret(carrierCode)).update(body).digest('hex')}`;

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
