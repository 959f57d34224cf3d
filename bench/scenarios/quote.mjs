import { quoteRequest, quoteSummary } from '../lib/quote.mjs';

/**
 * The portal's core promise under load: a realistic consignment (3 parcels Stockholm → Göteborg, the
 * full server object the client sends) quoted against every product the filter offers for it, in one
 * POST /api/consignment/price/ (one consignment per product). A quote = one consignment priced
 * against one product; quotes/s = calls/s × products per call. Per call: token check, validation of
 * every consignment, one read of the customer's profile; the catalogue comes from memory.
 */
let products = [];

export default {
  name: 'quote',
  server: 'portal',
  stack: true, // also through the gateway of the distributed stack (`--stack`)
  order: 40,
  description: 'POST /api/consignment/price/ with one consignment per offered product (as fast as it goes)',
  async setup(ctx) {
    const request = await quoteRequest(ctx);
    products = request.products;
    return request.options;
  },
  summarize(result) {
    return quoteSummary(result, products);
  },
};
