import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, isAdmin, ListQuery, preparedSql, Principal, runPrepared, TransactionHost } from '@freight/kernel';
import { BILL_ORDER_COLUMNS, BillOrderResponse, BillOrderRow, toBillOrderResponse } from '../domain/bill-order.response';
import { BILL_COLUMNS, BillResponse, BillRow, toBillResponse } from '../domain/bill.response';
import { oreToDecimal } from '../../domain/money';

export interface Page<T> {
  rows: T[];
  total: number;
}

export const BILL_SORTS = ['billDate', 'dueDate', 'id', 'total'] as const;
export type BillSort = (typeof BILL_SORTS)[number];
const BILL_SORT_SQL: Record<BillSort, string> = {
  billDate: 'bill_date',
  dueDate: 'due_date',
  id: 'id',
  total: '(total_capital_ore + total_vat_ore)',
};

// Sorts the per-customer index serves; another order would sort a large customer's every line per page.
export const BILL_ORDER_SORTS = ['date'] as const;
export type BillOrderSort = (typeof BILL_ORDER_SORTS)[number];
const BILL_ORDER_SORT_SQL: Record<BillOrderSort, string> = { date: 'booked_date' };

/** A bill the caller may see: another customer's and a missing one answer alike (the spec's text). */
export function visibleBill<T extends BillRow>(principal: Principal, row: T | undefined): T {
  if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw new DomainError('not_found', 'ERROR.BILL_NOT_FOUND');
  return row;
}

export class ListBillsQuery {
  constructor(
    readonly customerId: number,
    readonly period: { from: string | null; to: string | null },
    readonly list: ListQuery<BillSort>,
  ) {}
}

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

export class GetBillQuery {
  constructor(
    readonly principal: Principal,
    readonly billId: number,
  ) {}
}

@QueryHandler(GetBillQuery)
export class GetBillHandler implements IQueryHandler<GetBillQuery, BillResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, billId }: GetBillQuery): Promise<BillResponse> {
    const [row]: BillRow[] = await this.tx.manager.query(`SELECT ${BILL_COLUMNS} FROM bills WHERE id = $1`, [billId]);
    return toBillResponse(visibleBill(principal, row));
  }
}

export class ListBillOrdersQuery {
  constructor(
    readonly customerId: number,
    readonly period: { from: string | null; to: string | null },
    readonly searchPhrase: string,
    readonly list: ListQuery<BillOrderSort>,
  ) {}
}

/**
 * How far past the page's start the order search counts: the total is exact up to `start + BILL_ORDER_COUNT_WINDOW`
 * rows and unknown beyond (null, `Content-Range: billorders 0-24/*`), so no page costs a count of a large
 * customer's whole history.
 */
export const BILL_ORDER_COUNT_WINDOW = 10_000;

/** A page of the order search; `total` is null when more rows follow than the count looks at. */
export interface BillOrdersPage {
  rows: BillOrderResponse[];
  total: number | null;
}

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

export class GetBillOrderQuery {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {}
}

@QueryHandler(GetBillOrderQuery)
export class GetBillOrderHandler implements IQueryHandler<GetBillOrderQuery, BillOrderResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, id }: GetBillOrderQuery): Promise<BillOrderResponse> {
    const [row]: BillOrderRow[] = await this.tx.manager.query(
      `SELECT ${BILL_ORDER_COLUMNS} FROM bill_orders o LEFT JOIN customers c USING (customer_id) WHERE o.id = $1`,
      [id],
    );
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal)))
      throw new DomainError('not_found', 'BILL.ORDER_NOT_FOUND');
    return toBillOrderResponse(row);
  }
}

export interface BalanceResponse {
  compId: number | null;
  creditLimit: string;
  unbilled: string;
  overdue: string;
  notOverdue: string;
  balance: string;
  creditBlock: boolean;
}

export class GetBalanceQuery {
  constructor(
    readonly customerId: number,
    readonly now: Date = new Date(),
  ) {}
}

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
      `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE 'Europe/Stockholm')::date AS d),
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

export const billQueryHandlers = [ListBillsHandler, GetBillHandler, ListBillOrdersHandler, GetBillOrderHandler, GetBalanceHandler];
