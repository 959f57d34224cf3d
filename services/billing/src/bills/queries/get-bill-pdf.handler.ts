import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, Principal, TransactionHost } from '@freight/kernel';
import { invoiceFileName, renderInvoicePdf } from '../domain/invoice-pdf';
import { visibleBill } from './bill-queries';
import { invoiceDocument, readInvoice } from './invoice-document';

export class GetBillPdfQuery {
  constructor(
    readonly principal: Principal,
    readonly billId: number,
  ) {}
}

/** GET /bill/link/{id}: the invoice PDF. A credit invoice cannot be shown (spec section 4). */
@QueryHandler(GetBillPdfQuery)
export class GetBillPdfHandler implements IQueryHandler<GetBillPdfQuery, { fileName: string; pdf: Buffer }> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, billId }: GetBillPdfQuery): Promise<{ fileName: string; pdf: Buffer }> {
    const found = await readInvoice(this.tx.manager, billId);
    const bill = visibleBill(principal, found);
    if (bill.credit) throw new DomainError('unprocessable', 'ERROR.CREDIT_INVOICE');
    const pdf = await renderInvoicePdf(await invoiceDocument(this.tx.manager, bill));
    return { fileName: invoiceFileName(bill.id), pdf };
  }
}
