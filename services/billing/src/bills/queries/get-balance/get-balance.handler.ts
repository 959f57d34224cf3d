import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { oreToDecimal } from '../../../domain/money';
import { BalanceResponse, GetBalanceQuery } from './get-balance.query';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

/**
 * What the customer owes, VAT included: unbilled lines, plus what remains of its bills, split by whether the
 * due date has passed (Stockholm date). A bill's remainder is its total less what was paid on it, so an
 * over-payment or a credit invoice lowers the balance.
 */
@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery, BalanceResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, now }: GetBalanceQuery): Promise<BalanceResponse> {
    const [row]: {
      comp_id: number | null;
      credit_limit: string;
      credit_blocked: boolean;
      unbilled: string;
      overdue: string;
      open: string;
    }[] = await this.tx.manager.query(
      `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date AS d),
       open AS (SELECT total_capital_ore + total_vat_ore - paid_ore AS remaining, due_date FROM bills WHERE customer_id = $1 AND total_capital_ore + total_vat_ore <> paid_ore)
       SELECT c.comp_id, coalesce(c.credit_limit_ore, 0)::text AS credit_limit, coalesce(c.credit_blocked, false) AS credit_blocked,
              (SELECT coalesce(sum(total_price_ore + vat_ore), 0) FROM bill_orders WHERE customer_id = $1 AND bill_id IS NULL)::text AS unbilled,
              (SELECT coalesce(sum(remaining), 0) FROM open, today WHERE remaining > 0 AND due_date < today.d)::text AS overdue,
              (SELECT coalesce(sum(remaining), 0) FROM open)::text AS open
         FROM (SELECT 1) one LEFT JOIN customers c ON c.customer_id = $1`,
      [customerId, now],
    );
    const unbilled = BigInt(row.unbilled);
    const overdue = BigInt(row.overdue);
    const open = BigInt(row.open);
    return {
      compId: row.comp_id,
      creditLimit: oreToDecimal(row.credit_limit),
      unbilled: oreToDecimal(unbilled),
      overdue: oreToDecimal(overdue),
      notOverdue: oreToDecimal(open - overdue),
      balance: oreToDecimal(unbilled + open),
      creditBlock: row.credit_blocked,
    };
  }
}
