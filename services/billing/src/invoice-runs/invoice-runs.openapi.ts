import { bool, date, int, objectOf } from '@freight/runtime';
import type { InvoiceRunResult } from './application/invoice-run';

export const INVOICE_RUN_SCHEMA = objectOf<InvoiceRunResult>({
  ran: { ...bool, description: 'False when one was already running: this call did nothing' },
  billDate: date,
  bills: int,
  lines: int,
});
