import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';
import { invoiceFileName, renderInvoicePdf } from '../../../bills/render/invoice-pdf';
import { countInvoiceLines, invoiceDocument, readInvoice } from '../../../bills/queries/invoice-document';

/** Invoices rendered as PDFs into an export: the newest ones, which a person asks about; older ones are listed in data.json. */
export const EXPORTED_INVOICE_PDFS = 24;
/** Lines above which a bill's PDF is left out (listed only): rendering a huge invoice is not cheap. */
const MAX_EXPORTED_INVOICE_LINES = 500;

/**
 * This service's part of a data export: bills with their lines, payments, pay-later applications and the billing copy
 * of the customer; the newest invoices also as the PDFs the portal gives (GET /bill/link/{id}).
 */
@Injectable()
export class ExportBillingCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'billing', (subject) => this.collect(subject));
  }

  async collect({ customerId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    const byCustomer = [customerId];
    const files: { path: string; content: Buffer }[] = [];
    const newest: { id: string }[] = await m.query(
      'SELECT id FROM bills WHERE customer_id = $1 ORDER BY bill_date DESC, id DESC LIMIT $2',
      [customerId, EXPORTED_INVOICE_PDFS],
    );
    for (const { id } of newest) {
      const bill = await readInvoice(m, id);
      if (!bill || (await countInvoiceLines(m, id)) > MAX_EXPORTED_INVOICE_LINES) continue;
      files.push({ path: `invoices/${invoiceFileName(id)}`, content: await renderInvoicePdf(await invoiceDocument(m, bill)) });
    }
    return {
      data: {
        customer: (await exportRows(m, 'customers', 't.customer_id = $1', byCustomer))[0] ?? null,
        bills: await exportRows(m, 'bills', 't.customer_id = $1', byCustomer, { order: 't.id' }),
        billLines: await exportRows(m, 'bill_orders', 't.customer_id = $1', byCustomer, { order: 't.id' }),
        payments: await exportRows(m, 'payments', 't.customer_id = $1', byCustomer, { order: 't.registered_at' }),
        payLaterApplications: await exportRows(m, 'paylater_applications', 't.customer_id = $1', byCustomer, { order: 't.id' }),
      },
      files,
    };
  }
}
