import { BOOKED_ORDERS, bookedListPath, bookedListRequests, seedBookedOrders, stockholmDay } from '../lib/booked-orders.mjs';

/**
 * The booked list's first page at 100 000 booked orders of one customer (issue 20): GET
 * /api/order/customer/{custId}/booked as the console first asks for it, the newest ten of the last 30 days.
 * Paged, sorted and counted in the database. Few connections: the figure is one call's latency. Target p99 <= 30 ms.
 */
export default {
  name: 'booked-list',
  server: 'portal',
  order: 72,
  description: `booked list's first page at ${BOOKED_ORDERS / 1000} 000 booked orders of one customer (target p99 <= 30 ms)`,
  async setup(ctx) {
    await seedBookedOrders(ctx);
    const { customerId } = ctx.accounts.anna;
    return bookedListRequests(ctx, [bookedListPath(customerId, { filter: { from: stockholmDay(30), to: stockholmDay(0) } })]);
  },
  summarize(result) {
    return {
      note: `booked list first page at ${BOOKED_ORDERS} orders: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; target p99 <= 30 ms`,
    };
  },
};
