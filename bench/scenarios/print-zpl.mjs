import { prepareBookedConsignment, printRequests, printSummary } from '../lib/documents.mjs';

/**
 * Reprinting a booked 12-package consignment as ZPL as fast as it goes: per call the token check, the order
 * and consignment read under the order's lock, the stored SSCCs, the printed mark with OrderPrinted, and
 * the render (text).
 */
let prepared;

export default {
  name: 'print-zpl',
  server: 'portal',
  order: 61,
  description: 'POST /api/consignment/print/{orderNo}?format=ZPL, 12 labels per call (target >= 1 500 labels/s)',
  async setup(ctx) {
    prepared = await prepareBookedConsignment(ctx);
    return printRequests(ctx, prepared, 'ZPL');
  },
  summarize(result) {
    return printSummary(result, prepared, 'ZPL', '>= 1 500 labels/s');
  },
};
