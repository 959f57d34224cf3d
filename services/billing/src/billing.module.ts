import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { ExportSieHandler } from './accounting/queries/export-sie.handler';
import { BillingAdminHttpController } from './admin/billing-admin.http.controller';
import { CreateBillOrdersWhenOrderBooked } from './bill-orders/application/event-handlers/create-bill-orders-when-order-booked';
import { CreditOrderHandler } from './bill-orders/commands/credit-order.handler';
import { CreditBillOrdersWhenOrderCancelled } from './bill-orders/application/event-handlers/credit-bill-orders-when-order-cancelled';
import { BillsHttpController } from './bills/bills.http.controller';
import { billQueryHandlers } from './bills/queries/bill-queries';
import { GetBillPdfHandler } from './bills/queries/get-bill-pdf.handler';
import { CreditControl } from './credit-control/application/credit-control';
import { EraseBillingCustomer } from './customers/application/event-handlers/erase-billing-customer';
import { ExportBillingCustomer } from './customers/application/event-handlers/export-billing-customer';
import { BillingRetention } from './retention/billing-retention';
import { RecordBillingCustomerWhenProfileChanged } from './customers/application/event-handlers/record-billing-customer-when-profile-changed';
import { billingMigrations } from './database/billing.migrations';
import { MailInvoiceWhenBillIssued } from './invoice-runs/application/event-handlers/mail-invoice-when-bill-issued';
import { InvoiceRun } from './invoice-runs/application/invoice-run';
import { payLaterHandlers } from './pay-later/commands/pay-later.handlers';
import { PayLaterHttpController } from './pay-later/pay-later.http.controller';
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
const commandHandlers = [RegisterBgMaxPaymentsHandler, CreditOrderHandler, ...payLaterHandlers];
const queryHandlers = [...billQueryHandlers, GetBillPdfHandler, ExportSieHandler, ReconcileHandler];
const controllers = [BillsHttpController, PayLaterHttpController, BillingAdminHttpController];

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
