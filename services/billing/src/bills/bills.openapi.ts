import { bool, date, dateTime, decimal, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { BillOrderResponse } from './domain/bill-order.response';
import type { BillResponse } from './domain/bill.response';
import type { BalanceResponse } from './queries/get-balance/get-balance.query';

/** The spec's Bill (toBillResponse): amounts incl. VAT in `total`, capital and VAT apart. */
export const BILL_SCHEMA = namedSchema(
  'Bill',
  objectOf<BillResponse>({
    id: int,
    type: { type: 'string', enum: ['INVOICE', 'CREDIT'] },
    refId: { ...str, description: 'The OCR reference' },
    custId: int,
    compId: nullable(int),
    billDate: date,
    dueDate: date,
    paidDate: nullable(date),
    paid: bool,
    currency: str,
    totalCapital: decimal,
    totalVat: decimal,
    total: decimal,
    paidAmount: decimal,
    credit: bool,
    creditsBillId: nullable(int),
    spotfactoringInvoiceId: { type: 'string', nullable: true, description: 'Always null (a field of the old API)' },
  }),
);

/** The spec's BillOrder (toBillOrderResponse): the amount excludes VAT. */
export const BILL_ORDER_SCHEMA = namedSchema(
  'BillOrder',
  objectOf<BillOrderResponse>({
    id: int,
    type: str,
    credit: bool,
    article: str,
    infoText: str,
    totalPrice: { ...decimal, description: 'Excl. VAT' },
    vat: decimal,
    vatRate: { ...int, description: 'Per cent' },
    currency: str,
    custId: int,
    customer: str,
    supplierId: int,
    supplier: { ...str, description: "The carrier's name" },
    dateCreated: dateTime,
    billed: bool,
    dateBilled: nullable(date),
    billId: nullable(int),
    orderno: str,
    consignmentNo: str,
    user: str,
    date: { ...date, description: 'The booking date' },
    description: str,
  }),
);

export const BALANCE_SCHEMA = objectOf<BalanceResponse>({
  compId: nullable(int),
  creditLimit: decimal,
  unbilled: { ...decimal, description: 'Booked, not yet invoiced (incl. VAT)' },
  overdue: decimal,
  notOverdue: decimal,
  balance: decimal,
  creditBlock: bool,
});
