import { arrayOf, bool, date, decimal, int, objectOf, str } from '@freight/runtime';
import type { BlockReason } from '../credit-control/application/credit-control';
import type { InvoiceRunResult } from '../invoice-runs/application/invoice-run';
import type { RegisterPaymentsResult } from '../payments/commands/register-bgmax-payments.handler';
import type { ReconciliationReport } from '../reconciliation/reconcile.handler';

export const INVOICE_RUN_SCHEMA = objectOf<InvoiceRunResult>({
  ran: { ...bool, description: 'False when one was already running: this call did nothing' },
  billDate: date,
  bills: int,
  lines: int,
});

export const REGISTERED_PAYMENTS_SCHEMA = objectOf<RegisterPaymentsResult>({
  payments: int,
  matched: int,
  unmatched: int,
  alreadyRegistered: { ...int, description: 'Records of a file registered before, left as they were' },
  amount: decimal,
});

export interface UnmatchedPayment {
  id: string;
  ocr: string;
  amount: string;
  paidOn: string;
  payerBankgiro: string;
}

export const UNMATCHED_PAYMENT_SCHEMA = objectOf<UnmatchedPayment>({
  id: str,
  ocr: str,
  amount: decimal,
  paidOn: date,
  payerBankgiro: str,
});

const orderPrice = objectOf<ReconciliationReport['bookedNotBilled'][number]>({ orderNo: str, customerId: int, price: decimal });

export const RECONCILIATION_SCHEMA = objectOf<ReconciliationReport>({
  bookedOrders: int,
  billedOrders: int,
  bookedNotBilled: { ...arrayOf(orderPrice), description: 'Booked orders with no freight line' },
  billedNotBooked: { ...arrayOf(orderPrice), description: 'Orders with lines but no booking received' },
  amountsDiffer: arrayOf(objectOf<ReconciliationReport['amountsDiffer'][number]>({ orderNo: str, booked: decimal, billed: decimal })),
  payments: {
    ...objectOf<ReconciliationReport['payments']>({ registered: int, amount: decimal, unmatched: int, duplicates: int }),
    description: 'Payments dated in the period, each once; duplicates: further rows with a bank identity already counted (0)',
  },
  paidDiffers: {
    ...arrayOf(objectOf<ReconciliationReport['paidDiffers'][number]>({ billId: str, customerId: int, paid: decimal, payments: decimal })),
    description: 'Bills whose paid amount is not the sum of their payments',
  },
});

export interface CreditControlResult {
  changed: { customerId: number; blocked: boolean; reason: BlockReason | null }[];
}

export const CREDIT_CONTROL_SCHEMA = objectOf<CreditControlResult>({
  changed: {
    ...arrayOf(
      objectOf<CreditControlResult['changed'][number]>({
        customerId: int,
        blocked: bool,
        reason: { type: 'string', nullable: true, enum: ['CREDIT_LIMIT', 'OVERDUE', null] },
      }),
    ),
    description: 'The customers whose block changed',
  },
});
