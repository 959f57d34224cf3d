import { BOOKED_ORDERS, bookedListPath, bookedListRequests, seedBookedOrders, stockholmDay } from '../lib/booked-orders.mjs';

/**
 * The rest of the booked list at 100 000 booked orders of one customer: searches (a whole and a partial waybill
 * number, a receiver, an order reference), the status filter, the price order and a page deep in the history.
 * Shares booked-list's data. Few connections: the figure is one call's latency. For the note; no target.
 */
export default {
  name: 'booked-list-search',
  server: 'portal',
  order: 74,
  description: `booked list's searches, status filter, price order and a deep page at ${BOOKED_ORDERS / 1000} 000 booked orders (no target)`,
  async setup(ctx) {
    await seedBookedOrders(ctx);
    const { customerId } = ctx.accounts.anna;
    const month = { from: stockholmDay(30), to: stockholmDay(0) };
    return bookedListRequests(ctx, [
      bookedListPath(customerId, { filter: { q: '9000047110' } }),
      bookedListPath(customerId, { filter: { q: '0004711' } }),
      bookedListPath(customerId, { filter: { ...month, q: 'mottagare 1234' } }),
      bookedListPath(customerId, { filter: { q: 'po-4711' } }),
      bookedListPath(customerId, { filter: { ...month, status: 'delivered' } }),
      bookedListPath(customerId, { sort: ['price', 'ASC'], filter: month }),
      bookedListPath(customerId, { range: [5000, 5009] }),
    ]);
  },
};
