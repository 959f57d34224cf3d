import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiNoBody } from '@freight/runtime';
import { AdminOnly } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import type { InvoiceRunResult } from '../../application/invoice-run';
import { INVOICE_RUN_SCHEMA } from '../../invoice-runs.openapi';
import { RunInvoicesCommand } from './run-invoices.command';

/** POST /bill/admin/invoice-run: runs an invoice run now; `ran: false` when one is already running. */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class RunInvoicesHttpController {
  constructor(private readonly commands: CommandBus) {}

  @AdminOnly()
  @Post('invoice-run')
  @HttpCode(200)
  @BillingAdminOperation('runInvoices')
  @ApiNoBody()
  @ApiOkResponse({ schema: INVOICE_RUN_SCHEMA })
  run(): Promise<InvoiceRunResult> {
    return this.commands.execute(new RunInvoicesCommand());
  }
}
