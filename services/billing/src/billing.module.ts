import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { ExportSieHandler } from './accounting/queries/export-sie.handler';
import { BillingAdminHttpController } from './admin/billing-admin.http.controller';
import { CreateBillOrdersWhenOrderBooked } from './bill-orders/application/event-handlers/create-bill-orders-when-order-booked';
import { CreditOrderHandler } from './bill-orders/commands/credit-order.handler';
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
import { EraseBillingCustomer } from './customers/application/event-handlers/erase-billing-customer';
import { ExportBillingCustomer } from './customers/application/event-handlers/export-billing-customer';
import { BillingRetention } from './retention/billing-retention';
import { RecordBillingCustomerWhenProfileChanged } from './customers/application/event-handlers/record-billing-customer-when-profile-changed';
import { billingMigrations } from './database/billing.migrations';
import { MailInvoiceWhenBillIssued } from './invoice-runs/application/event-handlers/mail-invoice-when-bill-issued';
import { InvoiceRun } from './invoice-runs/application/invoice-run';
import { ApplyForPayLaterHandler } from './pay-later/commands/apply-for-pay-later/apply-for-pay-later.handler';
import { ApplyForPayLaterHttpController } from './pay-later/commands/apply-for-pay-later/apply-for-pay-later.http.controller';
import { DecidePayLaterHandler } from './pay-later/commands/decide-pay-later/decide-pay-later.handler';
import { GetPayLaterStatusHandler } from './pay-later/queries/get-pay-later-status/get-pay-later-status.handler';
import { GetPayLaterStatusHttpController } from './pay-later/queries/get-pay-later-status/get-pay-later-status.http.controller';
import { GetPayLaterTermsHandler } from './pay-later/queries/get-pay-later-terms/get-pay-later-terms.handler';
import { GetPayLaterTermsHttpController } from './pay-later/queries/get-pay-later-terms/get-pay-later-terms.http.controller';
import { BgMaxBodyPassThrough } from './payments/bgmax-body-pass-through';
import { RegisterBgMaxPaymentsHandler } from './payments/commands/register-bgmax-payments.handler';
import { ReconcileHandler } from './reconciliation/reconcile.handler';
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
const commandHandlers = [RegisterBgMaxPaymentsHandler, CreditOrderHandler, ApplyForPayLaterHandler, DecidePayLaterHandler];
const queryHandlers = [
  ListBillsHandler,
  GetBillHandler,
  ListBillOrdersHandler,
  GetBillOrderHandler,
  GetBalanceHandler,
  GetBillPdfHandler,
  ExportSieHandler,
  ReconcileHandler,
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
  BillingAdminHttpController,
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
