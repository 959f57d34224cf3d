import { prepareBookedConsignment, printRequests, printSummary } from '../lib/documents.mjs';

/**
 * Reprinting a booked 12-package consignment as PDF as fast as it goes: per call the token check, the order
 * and consignment read under the order's lock, the stored SSCCs, the printed mark with OrderPrinted, and
 * the render (pdfkit, DejaVu subset, vector barcodes).
 */
let prepared;

export default {
  name: 'print-pdf',
  server: 'portal',
  order: 60,
  description: 'POST /api/consignment/print/{orderNo}?format=PDF, 12 labels per call (target >= 150 labels/s)',
  async setup(ctx) {
    prepared = await prepareBookedConsignment(ctx);
    return printRequests(ctx, prepared, 'PDF');
  },
  summarize(result) {
    return printSummary(result, prepared, 'PDF', '>= 150 labels/s');
  },
};
