import { portalDatabase } from '../lib/bookings.mjs';
import { BILL_ORDERS, seedBillOrders } from '../lib/bill-orders.mjs';

/**
 * One invoice run (POST /api/bill/admin/invoice-run, as an admin) over 1 000 000 unbilled bill orders of
 * 10 001 customers (100 000 of them anna's, as bill-order-search reads them), written in SQL as billing's consumer writes them: one bill per customer with its OCR and
 * BillIssued each. The figure is the run's wall time. Target <= 60 s.
 */
export default {
  name: 'bill-invoice-run',
  server: 'portal',
  order: 80,
  description: 'invoice run over 1 000 000 bill orders of 10 000 customers (target <= 60 s)',
  async run(ctx) {
    const db = await portalDatabase(ctx);
    try {
      await seedBillOrders(db, BILL_ORDERS);
      const admin = await ctx.signIn(ctx.accounts.admin.username, ctx.accounts.admin.password);
      const started = Date.now();
      const { status, body } = await ctx.http('portal', 'POST', '/api/bill/admin/invoice-run', {
        headers: { authorization: `Bearer ${admin.accessToken}` },
      });
      const seconds = (Date.now() - started) / 1000;
      if (status !== 200 || !body.ran) throw new Error(`invoice run answered ${status}: ${JSON.stringify(body)}`);
      const [{ bills, unbilled, events }] = (
        await db.query(
          `SELECT (SELECT count(*)::int FROM billing.bills) AS bills, (SELECT count(*)::int FROM billing.bill_orders WHERE bill_id IS NULL) AS unbilled,
                  (SELECT count(*)::int FROM billing.outbox WHERE event_type = 'BillIssued') AS events`,
        )
      ).rows;
      return {
        requestsPerSecond: body.lines / seconds,
        requestsTotal: 1,
        durationSeconds: seconds,
        latencyMs: { p50: seconds * 1000, p90: seconds * 1000, p99: seconds * 1000, max: seconds * 1000, mean: seconds * 1000 },
        errors: bills === body.bills && unbilled === 0 && events === body.bills ? 0 : 1,
        note: `invoice run: ${body.lines} lines into ${body.bills} bills (${bills} in the table, ${events} BillIssued, ${unbilled} left unbilled) in ${seconds.toFixed(1)} s (target <= 60 s)`,
      };
    } finally {
      await db.end();
    }
  },
};
