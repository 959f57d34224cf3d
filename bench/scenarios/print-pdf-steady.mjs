import { prepareBookedConsignment, printRequests, printSummary } from '../lib/documents.mjs';
import { steadyRate } from '../lib/steady-rate.mjs';

/** The latency promise: PDFs at half the 150 labels/s target (about 6 documents of 12 labels a second), spread evenly: p99 <= 150 ms. */
const DOCUMENTS_PER_SECOND = 6;
let prepared;

export default {
  name: 'print-pdf-steady',
  server: 'portal',
  order: 62,
  description: 'POST /api/consignment/print/{orderNo}?format=PDF at a steady 6 documents (72 labels)/s (target p99 <= 150 ms)',
  async setup(ctx) {
    prepared = await prepareBookedConsignment(ctx);
    return printRequests(ctx, prepared, 'PDF', steadyRate(DOCUMENTS_PER_SECOND));
  },
  summarize(result) {
    return printSummary(result, prepared, 'PDF', 'p99 <= 150 ms at 6 documents/s');
  },
};
