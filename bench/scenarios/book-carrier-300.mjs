import { bookingRequests, bookingSummary, prepareSendList } from '../lib/bookings.mjs';

/**
 * `book` against carriers at a real carrier's pace: the portal's in-process simulators answer every call 300 ms
 * late (CARRIER_SIMULATOR_DELAY_MS). Each booking call waits for its carrier up to CARRIER_BOOKING_WAIT_MS (8 s),
 * so the figure is the pipeline under a slow carrier: the calls per carrier in flight (CARRIER_CONCURRENCY, 8) over
 * 300 ms answer confirmed, the rest of each moment's calls answer at once "Väntar på transportör" and the worker
 * sends them afterwards. The note says how many were confirmed within their call.
 */
let prepared;
const SERVER = 'portal-carrier-300';

export default {
  name: 'book-carrier-300',
  server: SERVER,
  order: 52,
  description: 'PUT /api/order/book/ one order per call through carriers answering in 300 ms: bookings/s and p99',
  async setup(ctx) {
    prepared = await prepareSendList(ctx, Math.ceil(ctx.duration * 3000) + 1000, SERVER);
    return bookingRequests(prepared);
  },
  summarize(result) {
    return bookingSummary(result, prepared, 'none set (issue 27 reports it)');
  },
};
