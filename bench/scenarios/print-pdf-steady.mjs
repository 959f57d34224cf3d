import { printScenario } from '../lib/documents.mjs';
import { steadyRate } from '../lib/steady-rate.mjs';

/** The latency promise: PDFs at about half the 150 labels/s target (6 documents of 12 labels a second), spread evenly. */
const DOCUMENTS_PER_SECOND = 6;

export default printScenario({
  name: 'print-pdf-steady',
  order: 62,
  format: 'PDF',
  description: `at a steady ${DOCUMENTS_PER_SECOND} documents a second`,
  target: `p99 <= 150 ms at ${DOCUMENTS_PER_SECOND} documents/s`,
  extra: () => steadyRate(DOCUMENTS_PER_SECOND),
});
