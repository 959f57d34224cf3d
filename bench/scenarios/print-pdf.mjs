import { printScenario } from '../lib/documents.mjs';

/**
 * Reprinting booked 12-package consignments as PDF as fast as it goes: per call the token check, the order
 * and consignment read under the order's lock, the stored SSCCs, the printed mark with OrderPrinted, and
 * the render (pdfkit, a DejaVu subset, vector barcodes).
 */
export default printScenario({ name: 'print-pdf', order: 60, format: 'PDF', description: 'as fast as it goes', target: '>= 150 labels/s' });
