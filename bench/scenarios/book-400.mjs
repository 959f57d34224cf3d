import { bookingRequests, bookingSummary, prepareSendList } from '../lib/bookings.mjs';

/** The latency promise: bookings at a steady 400/s (autocannon overallRate) must keep p99 at or under 40 ms. */
let prepared;

export default {
  name: 'book-400',
  server: 'portal',
  order: 51,
  description: 'PUT /api/order/book/ at a fixed 400 bookings/s (target p99 <= 40 ms)',
  async setup(ctx) {
    prepared = await prepareSendList(ctx, Math.ceil(ctx.duration * 400) + 1000);
    return bookingRequests(prepared, { overallRate: 400 });
  },
  summarize(result) {
    return bookingSummary(result, prepared, 'p99 <= 40 ms at 400/s');
  },
};
