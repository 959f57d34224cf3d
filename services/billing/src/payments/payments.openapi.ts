import { date, decimal, int, objectOf, str } from '@freight/runtime';
import type { RegisterPaymentsResult } from './commands/register-bgmax-payments/register-bgmax-payments.handler';
import type { UnmatchedPayment } from './queries/list-unmatched-payments/list-unmatched-payments.query';

export const REGISTERED_PAYMENTS_SCHEMA = objectOf<RegisterPaymentsResult>({
  payments: int,
  matched: int,
  unmatched: int,
  alreadyRegistered: { ...int, description: 'Records of a file registered before, left as they were' },
  amount: decimal,
});

export const UNMATCHED_PAYMENT_SCHEMA = objectOf<UnmatchedPayment>({
  id: str,
  ocr: str,
  amount: decimal,
  paidOn: date,
  payerBankgiro: str,
});
