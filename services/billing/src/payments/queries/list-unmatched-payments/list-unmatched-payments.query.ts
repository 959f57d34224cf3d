import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@freight/kernel';

export interface UnmatchedPayment {
  id: string;
  ocr: string;
  amount: string;
  paidOn: string;
  payerBankgiro: string;
}

/** Payments no bill's OCR reference matched, for review: one page, newest (or oldest) payment date first. */
export class ListUnmatchedPaymentsQuery extends Query<{ rows: UnmatchedPayment[]; total: number }> {
  constructor(
    readonly order: 'ASC' | 'DESC',
    readonly range: ListQuery['range'],
  ) {
    super();
  }
}
