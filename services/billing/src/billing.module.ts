import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { ExportSieHandler } from './accounting/queries/export-sie/export-sie.handler';
import { ExportSieHttpController } from './accounting/queries/export-sie/export-sie.http.controller';
import { CreateBillOrdersWhenOrderBooked } from './bill-orders/application/event-handlers/create-bill-orders-when-order-booked';
import { CreditOrderHandler } from './bill-orders/commands/credit-order/credit-order.handler';
import { CreditOrderHttpController } from './bill-orders/commands/credit-order/credit-order.http.controller';
import { CreditBillOrdersWhenOrderCancelled } from './bill-orders/application/event-handlers/credit-bill-orders-when-order-cancelled';
import { ListBillsHandler } from './bills/queries/list-bills/list-bills.handler';
import { ListBillsHttpController } from './bills/queries/list-bills/list-bills.http.controller';
import { GetBillHandler } from './bills/queries/get-bill/get-bill.handler';
import { GetBillHttpController } from './bills/queries/get-bill/get-bill.http.controller';
import { ListBillOrdersHandler } from './bills/queries/list-bill-orders/list-bill-orders.handler';
import { ListBillOrdersHttpController } from './bills/queries/list-bill-orders/list-bill-orders.http.controller';
import { GetBillOrderHandler } from './bills/queries/get-bill-order/get-bill-order.handler';
import { GetBillOrderHttpController } from './bills/queries/get-bill-order/get-bill-order.http.controller';
import { GetBalanceHandler } from './bills/queries/get-balance/get-balance.handler';
import { GetBalanceHttpController } from './bills/queries/get-balance/get-balance.http.controller';
import { GetBillPdfHandler } from './bills/queries/get-bill-pdf/get-bill-pdf.handler';
import { GetBillPdfHttpController } from './bills/queries/get-bill-pdf/get-bill-pdf.http.controller';
import { CreditControl } from './credit-control/application/credit-control';
import { RunCreditControlHandler } from './credit-control/commands/run-credit-control/run-credit-control.handler';
import { RunCreditControlHttpController } from './credit-control/commands/run-credit-control/run-credit-control.http.controller';
import { EraseBillingCustomer } from './customers/application/event-handlers/erase-billing-customer';
import { ExportBillingCustomer } from './customers/application/event-handlers/export-billing-customer';
import { BillingRetention } from './retention/billing-retention';
import { RecordBillingCustomerWhenProfileChanged } from './customers/application/event-handlers/record-billing-customer-when-profile-changed';
import { billingMigrations } from './database/billing.migrations';
import { MailInvoiceWhenBillIssued } from './invoice-runs/application/event-handlers/mail-invoice-when-bill-issued';
import { InvoiceRun } from './invoice-runs/application/invoice-run';
import { RunInvoicesHandler } from './invoice-runs/commands/run-invoices/run-invoices.handler';
import { RunInvoicesHttpController } from './invoice-runs/commands/run-invoices/run-invoices.http.controller';
import { ApplyForPayLaterHandler } from './pay-later/commands/apply-for-pay-later/apply-for-pay-later.handler';
import { ApplyForPayLaterHttpController } from './pay-later/commands/apply-for-pay-later/apply-for-pay-later.http.controller';
import { DecidePayLaterHandler } from './pay-later/commands/decide-pay-later/decide-pay-later.handler';
import { DecidePayLaterHttpController } from './pay-later/commands/decide-pay-later/decide-pay-later.http.controller';
import { GetPayLaterStatusHandler } from './pay-later/queries/get-pay-later-status/get-pay-later-status.handler';
import { GetPayLaterStatusHttpController } from './pay-later/queries/get-pay-later-status/get-pay-later-status.http.controller';
import { GetPayLaterTermsHandler } from './pay-later/queries/get-pay-later-terms/get-pay-later-terms.handler';
import { GetPayLaterTermsHttpController } from './pay-later/queries/get-pay-later-terms/get-pay-later-terms.http.controller';
import { BgMaxBodyPassThrough } from './payments/bgmax-body-pass-through';
import { RegisterBgMaxPaymentsHandler } from './payments/commands/register-bgmax-payments/register-bgmax-payments.handler';
import { RegisterBgMaxPaymentsHttpController } from './payments/commands/register-bgmax-payments/register-bgmax-payments.http.controller';
import { ListUnmatchedPaymentsHandler } from './payments/queries/list-unmatched-payments/list-unmatched-payments.handler';
import { ListUnmatchedPaymentsHttpController } from './payments/queries/list-unmatched-payments/list-unmatched-payments.http.controller';
import { ReconcileHandler } from './reconciliation/queries/reconcile/reconcile.handler';
import { ReconcileHttpController } from './reconciliation/queries/reconcile/reconcile.http.controller';
import { RecordBookedOrderWhenOrderBooked } from './reconciliation/record-booked-order-when-order-booked';
// Loaded with the module, so a process running this service renders its texts.
import './billing.messages';

export const BILLING_SCHEMA = 'billing';

const database = DatabaseModule.forService({
  schema: BILLING_SCHEMA,
  entities: [],
  migrations: [...messagingMigrations, ...billingMigrations],
});

const eventHandlers = [
  EraseBillingCustomer,
  ExportBillingCustomer,
  BillingRetention,
  CreateBillOrdersWhenOrderBooked,
  CreditBillOrdersWhenOrderCancelled,
  RecordBookedOrderWhenOrderBooked,
  RecordBillingCustomerWhenProfileChanged,
  MailInvoiceWhenBillIssued,
];
const commandHandlers = [
  RunInvoicesHandler,
  RegisterBgMaxPaymentsHandler,
  CreditOrderHandler,
  RunCreditControlHandler,
  ApplyForPayLaterHandler,
  DecidePayLaterHandler,
];
const queryHandlers = [
  ListBillsHandler,
  GetBillHandler,
  ListBillOrdersHandler,
  GetBillOrderHandler,
  GetBalanceHandler,
  GetBillPdfHandler,
  ExportSieHandler,
  ReconcileHandler,
  ListUnmatchedPaymentsHandler,
  GetPayLaterStatusHandler,
  GetPayLaterTermsHandler,
];
const controllers = [
  ListBillsHttpController,
  GetBillHttpController,
  ListBillOrdersHttpController,
  GetBillOrderHttpController,
  GetBalanceHttpController,
  GetBillPdfHttpController,
  GetPayLaterTermsHttpController,
  GetPayLaterStatusHttpController,
  ApplyForPayLaterHttpController,
  // The back office (admins only).
  RunInvoicesHttpController,
  RegisterBgMaxPaymentsHttpController,
  ListUnmatchedPaymentsHttpController,
  CreditOrderHttpController,
  ExportSieHttpController,
  ReconcileHttpController,
  RunCreditControlHttpController,
  DecidePayLaterHttpController,
];

/**
 * Bills, bill orders, payments, balance, credit control and pay later, all derived from events (OrderBooked,
 * CustomerProfileChanged); the invoice mails from its own BillIssued.
 */
@Module({
  imports: [database, MessagingModule.forService({ service: 'billing', database }), CqrsModule],
  controllers,
  providers: [CreditControl, InvoiceRun, BgMaxBodyPassThrough, ...eventHandlers, ...commandHandlers, ...queryHandlers],
  exports: [InvoiceRun, CreditControl],
})
export class BillingModule {}
