import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InvoiceRun, InvoiceRunResult } from '../../application/invoice-run';
import { RunInvoicesCommand } from './run-invoices.command';

/** The scheduled run's own code, at once: under its lock and outside any slot (`ran: false` when one is running). */
@CommandHandler(RunInvoicesCommand)
export class RunInvoicesHandler implements ICommandHandler<RunInvoicesCommand, InvoiceRunResult> {
  constructor(private readonly invoiceRun: InvoiceRun) {}

  execute(): Promise<InvoiceRunResult> {
    return this.invoiceRun.run();
  }
}
