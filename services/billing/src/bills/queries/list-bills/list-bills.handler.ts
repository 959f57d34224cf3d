import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { BILL_COLUMNS, BillResponse, BillRow, toBillResponse } from '../../domain/bill.response';
import { BillSort, ListBillsQuery, Page } from './list-bills.query';

const BILL_SORT_SQL: Record<BillSort, string> = {
  billDate: 'bill_date',
  dueDate: 'due_date',
  id: 'id',
  total: '(total_capital_ore + total_vat_ore)',
};

/** Invoices and invoice history (paid ones included), newest first, paged in the database. */
@QueryHandler(ListBillsQuery)
export class ListBillsHandler implements IQueryHandler<ListBillsQuery, Page<BillResponse>> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, period, list }: ListBillsQuery): Promise<Page<BillResponse>> {
    const paid = list.filter.paid;
    const where = `customer_id = $1 AND ($2::date IS NULL OR bill_date >= $2) AND ($3::date IS NULL OR bill_date <= $3)
      AND ($4::boolean IS NULL OR (paid_date IS NOT NULL) = $4)`;
    const params = [customerId, period.from, period.to, typeof paid === 'boolean' ? paid : null];
    const [rows, [{ n }]]: [BillRow[], { n: number }[]] = await Promise.all([
      this.tx.manager.query(
        `SELECT ${BILL_COLUMNS} FROM bills WHERE ${where}
          ORDER BY ${BILL_SORT_SQL[list.sort.field]} ${list.sort.order}, id ${list.sort.order} LIMIT $5 OFFSET $6`,
        [...params, list.range.end - list.range.start + 1, list.range.start],
      ),
      this.tx.manager.query(`SELECT count(*)::int AS n FROM bills WHERE ${where}`, params),
    ]);
    return { rows: rows.map(toBillResponse), total: n };
  }
}
