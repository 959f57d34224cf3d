import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { visibleBill } from '../../application/visible-bill';
import { creditInvoiceNotShown } from '../../domain/bill.errors';
import { invoiceFileName, renderInvoicePdf } from '../../render/invoice-pdf';
import { invoiceDocument, readInvoice } from '../invoice-document';
import { GetBillPdfQuery } from './get-bill-pdf.query';

/** GET /bill/link/{id}: the invoice PDF. A credit invoice cannot be shown (spec section 4). */
@QueryHandler(GetBillPdfQuery)
export class GetBillPdfHandler implements IQueryHandler<GetBillPdfQuery, { fileName: string; pdf: Buffer }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, billId }: GetBillPdfQuery): Promise<{ fileName: string; pdf: Buffer }> {
    const found = await readInvoice(this.tx.manager, billId);
    const bill = visibleBill(principal, found);
    if (bill.credit) throw creditInvoiceNotShown();
    const pdf = await renderInvoicePdf(await invoiceDocument(this.tx.manager, bill));
    return { fileName: invoiceFileName(bill.id), pdf };
  }
}
