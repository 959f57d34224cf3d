import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { preparedSql, runPrepared, TransactionHost } from '@freight/kernel';
import { BILL_ORDER_COLUMNS, BillOrderRow } from '../../../bill-orders';
import { toBillOrderResponse } from '../../domain/bill-order.response';
import { BILL_ORDER_COUNT_WINDOW, BillOrderSort, BillOrdersPage, ListBillOrdersQuery } from './list-bill-orders.query';

const BILL_ORDER_SORT_SQL: Record<BillOrderSort, string> = { date: 'booked_date' };

/** LIKE's wildcards taken literally, so a search for "50%" finds the text "50%". */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Billed and unbilled orders (freight and insurance lines; the transaction fee is not an order amount), amounts
 * excl. VAT. The phrase matches order number, consignment number, product and description (trigram index).
 * The page's ids come from an index first and only those lines are read (an OFFSET skips index entries, not
 * lines): without a phrase from (customer_id, booked_date, id) of bill_orders, with one from bill_order_search,
 * whose partition per customer the planner reads by trigrams for a rare phrase or in date order for a common one.
 */
@QueryHandler(ListBillOrdersQuery)
export class ListBillOrdersHandler implements IQueryHandler<ListBillOrdersQuery, BillOrdersPage> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, period, searchPhrase, list }: ListBillOrdersQuery): Promise<BillOrdersPage> {
    const params: unknown[] = [customerId];
    const param = (value: unknown) => `$${params.push(value)}`;
    const search = searchPhrase !== '';
    const [table, id] = search ? ['bill_order_search', 'line_id'] : ['bill_orders', 'id'];
    // Only the conditions in force are written, so the planner sees each as it is (no "$n IS NULL OR").
    const conditions = [`customer_id = $1`];
    if (!search) conditions.push(`type <> 'FEE'`);
    if (period.from) conditions.push(`booked_date >= ${param(period.from)}::date`);
    if (period.to) conditions.push(`booked_date <= ${param(period.to)}::date`);
    if (search) conditions.push(`text ILIKE ${param(likeText(searchPhrase))}`);
    const where = conditions.join(' AND ');
    const countParams = [...params, list.range.start + BILL_ORDER_COUNT_WINDOW + 1];
    const count = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} WHERE ${where} LIMIT $${countParams.length}) counted`;
    const dir = list.sort.order;
    const order = `${BILL_ORDER_SORT_SQL[list.sort.field]} ${dir}, ${id} ${dir}`;
    const page = `SELECT ${BILL_ORDER_COLUMNS} FROM (
        SELECT ${id} AS id FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${param(list.range.end - list.range.start + 1)} OFFSET ${param(list.range.start)}
      ) p JOIN bill_orders o ON o.id = p.id LEFT JOIN customers c ON c.customer_id = o.customer_id
      ORDER BY o.booked_date ${dir}, o.id ${dir}`;
    // Without a phrase the statements are prepared (planned once per connection); a phrase's are planned with
    // its text, since only the text tells whether its trigrams or the customer's date order is the cheaper way in.
    const run = <R>(text: string, values: unknown[]): Promise<R[]> =>
      search ? this.tx.manager.query(text, values) : runPrepared<R>(this.tx.manager, preparedSql(text), values);
    const [rows, [{ n }]] = await Promise.all([run<BillOrderRow>(page, params), run<{ n: number }>(count, countParams)]);
    return { rows: rows.map(toBillOrderResponse), total: n > list.range.start + BILL_ORDER_COUNT_WINDOW ? null : n };
  }
}
