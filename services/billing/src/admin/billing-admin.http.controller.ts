import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse } from '@nestjs/swagger';
import { ApiFileResponse, ApiNoBody, arrayOf, CONTENT_RANGE_HEADER, int, objectOf, str } from '@freight/runtime';
import {
  AdminOnly,
  CurrentPrincipal,
  DomainError,
  parseId,
  parseListQuery,
  Principal,
  setContentRange,
  TransactionHost,
  type FastifyReply,
  type FastifyRequest,
} from '@freight/kernel';
import { ExportSieQuery } from '../accounting/queries/export-sie.handler';
import { CreditOrderCommand } from '../bill-orders/commands/credit-order.handler';
import { parsePeriod } from '../bills/domain/period';
import { CreditControl } from '../credit-control/application/credit-control';
import { oreToDecimal } from '../domain/money';
import { InvoiceRun, InvoiceRunResult } from '../invoice-runs/application/invoice-run';
import { DecidePayLaterCommand } from '../pay-later/commands/decide-pay-later/decide-pay-later.command';
import { DecidePayLaterRequestDto } from '../pay-later/commands/decide-pay-later/decide-pay-later.request.dto';
import type { PayLaterApplicationResponse } from '../pay-later/pay-later.response';
import { payLaterNotFound } from '../pay-later/domain/pay-later.errors';
import {
  BGMAX_MAX_BYTES,
  bgMaxTooLarge,
  RegisterBgMaxPaymentsCommand,
  RegisterPaymentsResult,
} from '../payments/commands/register-bgmax-payments.handler';
import { ReconcileQuery, ReconciliationReport } from '../reconciliation/reconcile.handler';
import { PAY_LATER_APPLICATION_SCHEMA } from '../pay-later/pay-later.openapi';
import {
  CREDIT_CONTROL_SCHEMA,
  CreditControlResult,
  INVOICE_RUN_SCHEMA,
  RECONCILIATION_SCHEMA,
  REGISTERED_PAYMENTS_SCHEMA,
  UNMATCHED_PAYMENT_SCHEMA,
  UnmatchedPayment,
} from './billing-admin.openapi';

/** Billing's back office: admins only (customer level 1); the demo is refused by default. */
@Controller('bill/admin')
export class BillingAdminHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly invoiceRun: InvoiceRun,
    private readonly credit: CreditControl,
    private readonly tx: TransactionHost,
  ) {}

  /** Runs an invoice run now; `ran: false` when one is already running. */
  @AdminOnly()
  @Post('invoice-run')
  @HttpCode(200)
  @ApiNoBody()
  @ApiOkResponse({ schema: INVOICE_RUN_SCHEMA })
  runInvoices(): Promise<InvoiceRunResult> {
    return this.invoiceRun.run();
  }

  /** A Bankgirot BgMax file as the request body (text/plain, at most 32 MB), read as it arrives. */
  @AdminOnly()
  @Post('payments/bgmax')
  @HttpCode(200)
  @ApiConsumes('text/plain')
  @ApiBody({ description: 'A Bankgirot BgMax file', schema: str })
  @ApiOkResponse({ schema: REGISTERED_PAYMENTS_SCHEMA })
  registerPayments(@Req() request: FastifyRequest): Promise<RegisterPaymentsResult> {
    // Only text/plain is left unread for this route (BgMaxBodyPassThrough); any other body was parsed and is refused.
    if (!/^text\/plain(;|$)/i.test(request.headers['content-type'] ?? ''))
      throw new DomainError('invalid', 'BILL.BGMAX_INVALID', { params: { detail: 'text/plain' } });
    if (Number(request.headers['content-length']) > BGMAX_MAX_BYTES) throw bgMaxTooLarge();
    return this.commands.execute(new RegisterBgMaxPaymentsCommand(request.raw));
  }

  /** Payments no bill's OCR reference matched, for review. */
  @AdminOnly()
  @Get('payments/unmatched')
  @ApiOkResponse({ schema: arrayOf(UNMATCHED_PAYMENT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async unmatched(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<UnmatchedPayment[]> {
    const list = parseListQuery(query, { sortable: ['paidOn'] as const, defaultSort: { field: 'paidOn', order: 'DESC' } });
    const rows: { id: string; ocr: string; amount_ore: string; paid_on: string; payer_bankgiro: string; total: number }[] =
      await this.tx.manager.query(
        `SELECT id::text, ocr, amount_ore::text, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, payer_bankgiro, count(*) OVER ()::int AS total
         FROM payments WHERE bill_id IS NULL ORDER BY paid_on ${list.sort.order}, id LIMIT $1 OFFSET $2`,
        [list.range.end - list.range.start + 1, list.range.start],
      );
    setContentRange(reply, 'payments', list.range, rows.length, rows[0]?.total ?? 0);
    return rows.map((r) => ({
      id: r.id,
      ocr: r.ocr,
      amount: oreToDecimal(r.amount_ore),
      paidOn: r.paid_on,
      payerBankgiro: r.payer_bankgiro,
    }));
  }

  /** Credits a booked order (cancelled or corrected after booking): its lines are cancelled by credit lines. */
  @AdminOnly()
  @Post('order/:orderNo/credit')
  @HttpCode(200)
  @ApiNoBody()
  @ApiOkResponse({
    description: 'The credit lines added',
    schema: objectOf<{ orderNo: string; lines: number }>({ orderNo: str, lines: int }),
  })
  creditOrder(@CurrentPrincipal() principal: Principal, @Param('orderNo') orderNo: string): Promise<{ orderNo: string; lines: number }> {
    if (!/^[A-Za-z0-9-]{1,40}$/.test(orderNo)) throw new DomainError('not_found', 'BILL.NOTHING_TO_CREDIT');
    return this.commands.execute(new CreditOrderCommand(orderNo, principal.userId));
  }

  /** SIE 4I of the period's invoices and payments (`from`, `to` required, at most a year). */
  @AdminOnly()
  @Get('sie')
  @ApiFileResponse(200, ['text/plain; charset=IBM437'], 'SIE 4I file (attachment)')
  async sie(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const { from, to } = parsePeriod(query, {});
    if (!from || !to || to < from || from.slice(0, 4) !== to.slice(0, 4))
      throw DomainError.invalid([{ field: !from ? 'from' : 'to', code: 'VALIDATION.INVALID_FORMAT' }]);
    const file = await this.queries.execute<ExportSieQuery, Readable>(new ExportSieQuery(from, to));
    await reply
      .type('text/plain; charset=IBM437')
      .header('Content-Disposition', `attachment; filename="frakt-${from}-${to}.se"`)
      .send(file);
  }

  /** Booked orders against bill order lines: what is missing on either side and what differs. */
  @AdminOnly()
  @Get('reconciliation')
  @ApiOkResponse({ schema: RECONCILIATION_SCHEMA })
  reconciliation(@Query() query: Record<string, unknown>): Promise<ReconciliationReport> {
    return this.queries.execute(new ReconcileQuery(parsePeriod(query, {})));
  }

  /** Re-checks every customer's credit now (it also runs every morning). */
  @AdminOnly()
  @Post('credit-control')
  @HttpCode(200)
  @ApiNoBody()
  @ApiOkResponse({ schema: CREDIT_CONTROL_SCHEMA })
  async creditControl(): Promise<CreditControlResult> {
    return { changed: await this.tx.run(() => this.credit.evaluate()) };
  }

  @AdminOnly()
  @Put('paylater/:id')
  @ApiOkResponse({ description: 'The decided application', schema: PAY_LATER_APPLICATION_SCHEMA })
  decidePayLater(@Param('id') id: string, @Body() body: DecidePayLaterRequestDto): Promise<PayLaterApplicationResponse> {
    const applicationId = parseId(id);
    if (applicationId === undefined) throw payLaterNotFound();
    return this.commands.execute(new DecidePayLaterCommand(applicationId, body.decision));
  }
}
