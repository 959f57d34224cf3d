import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, Principal, TransactionHost } from '@freight/kernel';
import { BILL_COLUMNS, BillRow } from '../domain/bill.response';
import { InvoiceDocument, renderInvoicePdf } from '../domain/invoice-pdf';
import { visibleBill } from './bill-queries';

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
    const [found]: (BillRow & { buyer: InvoiceDocument['buyer']; period_from: string; period_to: string })[] = await this.tx.manager.query(
      `SELECT ${BILL_COLUMNS}, buyer, to_char(period_from, 'YYYY-MM-DD') AS period_from, to_char(period_to, 'YYYY-MM-DD') AS period_to FROM bills WHERE id = $1`,
      [billId],
    );
    const bill = visibleBill(principal, found);
    if (bill.credit) throw new DomainError('unprocessable', 'ERROR.CREDIT_INVOICE');
    const lines: {
      booked_date: string;
      order_no: string;
      description: string;
      total_price_ore: string;
      vat_rate: number;
      vat_ore: string;
    }[] = await this.tx.manager.query(
      `SELECT to_char(booked_date, 'YYYY-MM-DD') AS booked_date, order_no, description, total_price_ore::text, vat_rate, vat_ore::text
         FROM bill_orders WHERE bill_id = $1 ORDER BY booked_date, order_no, id`,
      [billId],
    );
    const pdf = await renderInvoicePdf({
      id: bill.id,
      ocr: bill.ocr,
      billDate: bill.bill_date,
      dueDate: bill.due_date,
      periodFrom: found.period_from,
      periodTo: found.period_to,
      currency: bill.currency,
      totalCapitalOre: BigInt(bill.total_capital_ore),
      totalVatOre: BigInt(bill.total_vat_ore),
      credit: bill.credit,
      creditsBillId: bill.credits_bill_id,
      buyer: found.buyer,
      customerId: bill.customer_id,
      lines: lines.map((l) => ({
        date: l.booked_date,
        orderNo: l.order_no,
        description: l.description,
        priceOre: BigInt(l.total_price_ore),
        vatRate: l.vat_rate,
        vatOre: BigInt(l.vat_ore),
      })),
    });
    return { fileName: `faktura-${bill.id}.pdf`, pdf };
  }
}
