import { arrayOf, decimal, int, objectOf, str } from '@freight/runtime';
import type { ReconciliationReport } from './queries/reconcile/reconcile.handler';

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
