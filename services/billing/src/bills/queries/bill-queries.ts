import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, isAdmin, ListQuery, Principal, TransactionHost } from '@freight/kernel';
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
const BILL_ORDER_SORT_SQL: Record<BillOrderSort, string> = { date: 'o.booked_date' };

/** A bill the caller may see: another customer's and a missing one answer alike (the spec's text). */
export function visibleBill(principal: Principal, row: BillRow | undefined): BillRow {
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
 * Billed and unbilled orders (freight and insurance lines; the transaction fee is not an order amount), amounts
 * excl. VAT. The phrase matches order number, consignment number, product and description (trigram index).
 */
@QueryHandler(ListBillOrdersQuery)
export class ListBillOrdersHandler implements IQueryHandler<ListBillOrdersQuery, Page<BillOrderResponse>> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, period, searchPhrase, list }: ListBillOrdersQuery): Promise<Page<BillOrderResponse>> {
    const phrase = searchPhrase ? `%${searchPhrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `o.customer_id = $1 AND o.type <> 'FEE' AND ($2::date IS NULL OR o.booked_date >= $2) AND ($3::date IS NULL OR o.booked_date <= $3)
      AND ($4::text IS NULL OR o.id IN (SELECT s.line_id FROM bill_order_search s WHERE s.customer_id = $1 AND s.text ILIKE $4))`;
    const params = [customerId, period.from, period.to, phrase];
    const [rows, [{ n }]]: [BillOrderRow[], { n: number }[]] = await Promise.all([
      this.tx.manager.query(
        `SELECT ${BILL_ORDER_COLUMNS} FROM bill_orders o LEFT JOIN customers c USING (customer_id)
          WHERE ${where} ORDER BY ${BILL_ORDER_SORT_SQL[list.sort.field]} ${list.sort.order}, o.id ${list.sort.order} LIMIT $5 OFFSET $6`,
        [...params, list.range.end - list.range.start + 1, list.range.start],
      ),
      this.tx.manager.query(`SELECT count(*)::int AS n FROM bill_orders o WHERE ${where}`, params),
    ]);
    return { rows: rows.map(toBillOrderResponse), total: n };
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
