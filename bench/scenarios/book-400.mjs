import { bookingRequests, bookingSummary, prepareSendList } from '../lib/bookings.mjs';
import { steadyRate } from '../lib/steady-rate.mjs';

/**
 * The latency promise: bookings at a steady 400/s must keep p99 at or under 40 ms. The calls are spread
 * evenly over each second (bench/lib/steady-rate.mjs: 400 connections, one call a second each, staggered),
 * as 400 members booking independently would send them; autocannon's `overallRate` would send each
 * second's 400 as one burst and measure the queue behind it instead.
 */
const BOOKINGS_PER_SECOND = 400;
let prepared;

export default {
  name: 'book-400',
  server: 'portal',
  order: 51,
  description: 'PUT /api/order/book/ at a steady 400 bookings/s, spread evenly (target p99 <= 40 ms)',
  async setup(ctx) {
    prepared = await prepareSendList(ctx, Math.ceil(ctx.duration * BOOKINGS_PER_SECOND) + 1000);
    return bookingRequests(prepared, steadyRate(BOOKINGS_PER_SECOND));
  },
  summarize(result) {
    return bookingSummary(result, prepared, 'p99 <= 40 ms at 400/s');
  },
};
