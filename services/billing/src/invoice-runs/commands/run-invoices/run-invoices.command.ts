import { Command } from '@nestjs/cqrs';
import type { InvoiceRunResult } from '../../application/invoice-run';

/** An admin runs an invoice run now, outside the schedule. */
export class RunInvoicesCommand extends Command<InvoiceRunResult> {}
