import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent, Outbox } from '@freight/messaging';
import { invoiceFileName, renderInvoicePdf } from '../../../bills/render/invoice-pdf';
import { countInvoiceLines, invoiceDocument, readInvoice } from '../../../bills/queries/invoice-document';
import { InvoicePdf, invoiceMail, MAX_MAIL_ATTACHMENT_BYTES, MAX_MAILED_INVOICE_LINES } from '../../domain/invoice-mail';

const BILL_ID = /^\d{1,18}$/;

/**
 * BillIssued → the invoice mail to the customer's invoice address (billing's copy of the customer record's
 * e-mail), with the PDF that GET /bill/link/{id} gives: rendered here, one bill at a time, so the invoice run
 * itself only writes bills and events. Keyed in the inbox on the bill, not the event id: a BillIssued
 * replayed under another id still mails once.
 */
@Injectable()
export class MailInvoiceWhenBillIssued implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('BillIssued', MailInvoiceWhenBillIssued.name, (event) => this.handle(event), {
      dedupeKey: (data) => (BILL_ID.test(data.billId) ? `bill:${data.billId}` : undefined),
    });
  }

  async handle({ data }: InboundEvent<'BillIssued'>): Promise<void> {
    if (!BILL_ID.test(data.billId)) return;
    const manager = this.tx.manager;
    const bill = await readInvoice(manager, data.billId);
    // Not this database's bill (another deployment's record on a shared topic): nothing to send.
    if (!bill) return;
    const [customer]: { email: string }[] = await manager.query('SELECT email FROM customers WHERE customer_id = $1', [bill.customer_id]);
    const to = customer?.email.trim();
    // A customer without an invoice address gets the bill in the portal only.
    if (!to) return;
    let pdf: InvoicePdf | undefined;
    if (!bill.credit && (await countInvoiceLines(manager, bill.id)) <= MAX_MAILED_INVOICE_LINES) {
      const content = await renderInvoicePdf(await invoiceDocument(manager, bill));
      if (content.length <= MAX_MAIL_ATTACHMENT_BYTES) pdf = { filename: invoiceFileName(bill.id), content };
    }
    await this.outbox.record('MailRequested', bill.id, invoiceMail(bill, to, pdf));
  }
}
