import { bookingRequests, bookingSummary, prepareSendList } from '../lib/bookings.mjs';

/**
 * Booking as fast as it goes: PUT /api/order/book/ with one order per call (what the console sends per
 * order of "Boka alla"), each with a fresh Idempotency-Key. Per call: token check, the key's claim, the
 * order and consignment read, booking rules, the pricing engine, a carrier number, and one guarded write
 * of the booked rows, the OrderBooked outbox row and the key's answer. Concurrent calls share the claim,
 * read and write statements (StatementBatcher).
 */
let prepared;

export default {
  name: 'book',
  server: 'portal',
  stack: true, // also through the gateway of the distributed stack (`--stack`)
  order: 50,
  description: 'PUT /api/order/book/ one order per call, as fast as it goes (target >= 800 bookings/s)',
  async setup(ctx) {
    // More orders than the run can book at 3 000/s: a repeated order would answer 409 and show as non-2xx.
    prepared = await prepareSendList(ctx, Math.ceil(ctx.duration * 3000) + 1000);
    return bookingRequests(prepared);
  },
  summarize(result) {
    return bookingSummary(result, prepared, '>= 800 bookings/s');
  },
};
