import { portalDatabase } from '../lib/bookings.mjs';
import { BILL_ORDERS, seedBillOrders } from '../lib/bill-orders.mjs';

/**
 * The bill order search (GET /api/bill/order/customer/{custId}, paged and counted in the database) at
 * 1 000 000 bill orders, 100 000 of them anna's: pages of 25 by date, a date range, and search phrases over
 * order and consignment numbers, whole and in part, in any case (trigram index). Few connections: the figure is one call's latency. Target p99 <= 50 ms.
 */
export default {
  name: 'bill-order-search',
  server: 'portal',
  order: 81,
  description: "bill order search at 1 000 000 lines, 100 000 of them one customer's (target p99 <= 50 ms)",
  async setup(ctx) {
    const { username, password, customerId } = ctx.accounts.anna;
    const db = await portalDatabase(ctx);
    let orderNo;
    try {
      await seedBillOrders(db, BILL_ORDERS);
      [{ order_no: orderNo }] = (
        await db.query('SELECT order_no FROM billing.bill_orders WHERE customer_id = $1 ORDER BY id OFFSET 4711 LIMIT 1', [customerId])
      ).rows;
    } finally {
      await db.end();
    }
    const session = await ctx.signIn(username, password);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const list = (query) => `/api/bill/order/customer/${customerId}?${new URLSearchParams(query)}`;
    const paths = [
      list({ range: '[0,24]' }),
      list({ range: '[500,524]', sort: '["date","ASC"]' }),
      list({ from: day(10), to: day(3), range: '[0,24]' }),
      list({ searchPhrase: orderNo }),
      list({ searchPhrase: orderNo.slice(3, 11).toLowerCase() }),
      list({ searchPhrase: '131004242' }),
      list({ searchPhrase: '1310087', from: day(59), to: day(0) }),
    ];
    for (const path of paths) {
      const { status, body } = await ctx.http('portal', 'GET', path, { headers });
      if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
    }
    return { connections: 4, requests: paths.map((path) => ({ method: 'GET', path, headers })) };
  },
};
