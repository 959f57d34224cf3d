import { quoteRequest, quoteSummary } from '../lib/quote.mjs';
import { steadyRate } from '../lib/steady-rate.mjs';

/**
 * The latency target: the quote call of `quote` at a steady 1 500 quotes/s (calls/s = 1 500 / products
 * per call), so p50/p99 show the latency at that load rather than under saturation.
 *
 * The calls are spread evenly over each second (bench/lib/steady-rate.mjs).
 */
const QUOTES_PER_SECOND = 1500;
let products = [];

export default {
  name: 'quote-1500',
  server: 'portal',
  order: 41,
  description: 'the quote call at a steady 1 500 quotes/s, calls spread evenly (latency at that load)',
  async setup(ctx) {
    const request = await quoteRequest(ctx);
    products = request.products;
    const callsPerSecond = Math.max(1, Math.round(QUOTES_PER_SECOND / products.length));
    return { ...request.options, ...steadyRate(callsPerSecond) };
  },
  summarize(result) {
    return quoteSummary(result, products, ` at a target of ${QUOTES_PER_SECOND} quotes/s`);
  },
};
