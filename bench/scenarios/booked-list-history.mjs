import { BOOKED_ORDERS, bookedListPath, bookedListRequests, seedBookedOrders } from '../lib/booked-orders.mjs';

/**
 * The booked list's first page over the whole history at 100 000 booked orders of one customer: no date filter,
 * so the total in Content-Range covers every one of them. Shares booked-list's data. Few connections.
 */
export default {
  name: 'booked-list-history',
  server: 'portal',
  order: 73,
  description: `booked list's first page without a date filter at ${BOOKED_ORDERS / 1000} 000 booked orders (the whole history counted)`,
  async setup(ctx) {
    await seedBookedOrders(ctx);
    return bookedListRequests(ctx, [bookedListPath(ctx.accounts.anna.customerId)]);
  },
};
