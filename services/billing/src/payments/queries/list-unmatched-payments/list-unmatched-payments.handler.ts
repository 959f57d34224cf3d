import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { oreToDecimal } from '../../../domain/money';
import { unmatchedPayments } from '../../database/payment.repository';
import { ListUnmatchedPaymentsQuery, UnmatchedPayment } from './list-unmatched-payments.query';

@QueryHandler(ListUnmatchedPaymentsQuery)
export class ListUnmatchedPaymentsHandler implements IQueryHandler<
  ListUnmatchedPaymentsQuery,
  { rows: UnmatchedPayment[]; total: number }
> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ order, range }: ListUnmatchedPaymentsQuery): Promise<{ rows: UnmatchedPayment[]; total: number }> {
    const page = await unmatchedPayments(this.tx.manager, order, range);
    return {
      rows: page.rows.map((r) => ({
        id: r.id,
        ocr: r.ocr,
        amount: oreToDecimal(r.amount_ore),
        paidOn: r.paid_on,
        payerBankgiro: r.payer_bankgiro,
      })),
      total: page.total,
    };
  }
}
