import { batcherPer, batchParam, isAdmin, ownedOrNotFound, PreparedSql, preparedSql, Principal, runPrepared } from '@freight/kernel';
import type { DataSource } from 'typeorm';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { orderColumnsAs } from '../../orders/application/order-store';
import type { Order } from '../../orders/domain/order';

/**
 * The rows' versions as booking read them (PostgreSQL's xmin, which every update of a row changes):
 * the booking's write applies only while both are unchanged.
 */
export interface RowVersions {
  order: string;
  consignment: string;
}

/** An order and its consignment as booking reads them, with the versions its write is guarded by. */
export interface OrderToBook {
  order: Order;
  consignment: { id: string; consignmentNo: string | null; document: ConsignmentDocument };
  versions: RowVersions;
}

/** One booking's read: the order, narrowed to the customer's unless null (an admin reads anyone's). */
interface ReadCall {
  orderNo: string;
  customerId: number | null;
}

// Every order column under its property name (orderColumnsAs), so the row is the Order TypeORM would have built.
// One lookup per call by the primary keys (OFFSET 0 keeps the planner from turning the batch into a join
// that scans the orders). The calls come as one json parameter (see batchParam).
const statementByDataSource = new WeakMap<DataSource, PreparedSql>();
function readStatement(dataSource: DataSource): PreparedSql {
  let statement = statementByDataSource.get(dataSource);
  if (!statement) {
    const columns = orderColumnsAs(dataSource, 'o');
    statement = preparedSql(
      `SELECT x.n, r.*
         FROM json_to_recordset($1::json) AS x(n integer, order_no text, customer_id integer)
        CROSS JOIN LATERAL (
              SELECT ${columns}, c.id AS c_id, c.consignment_no AS c_consignment_no, c.document AS c_document,
                     o.xmin::text AS o_version, c.xmin::text AS c_version
                FROM orders o JOIN consignments c ON c.id = o.consignment_id
               WHERE o.order_no = x.order_no AND (x.customer_id IS NULL OR o.customer_id = x.customer_id)
              OFFSET 0) r`,
    );
    statementByDataSource.set(dataSource, statement);
  }
  return statement;
}

type Row = Order & {
  n: number;
  c_id: string;
  c_consignment_no: string | null;
  c_document: ConsignmentDocument;
  o_version: string;
  c_version: string;
};

/** The rows of many bookings' reads in one statement, one row or null per call, in order. */
async function readRows(dataSource: DataSource, calls: readonly ReadCall[]): Promise<Array<Row | null>> {
  const param = batchParam(calls.map((c, i) => ({ n: i + 1, order_no: c.orderNo, customer_id: c.customerId })));
  const rows = await runPrepared<Row>(dataSource, readStatement(dataSource), [param]);
  const byCall: Array<Row | null> = calls.map(() => null);
  for (const row of rows) byCall[row.n - 1] = row;
  return byCall;
}

// Concurrent bookings share their reads' statements (see StatementBatcher), per database.
const batcherOf = batcherPer(readRows, { concurrency: 2, maxBatch: 100 });

/**
 * The caller's order (an admin's: anyone's) and its consignment, without locks: the booking's write
 * re-checks the versions (bookedState's guard), so nothing is held while the rules, the pricing engine
 * and the carrier run. Null when there is no such order or it is another customer's; the customer is
 * narrowed in SQL and ownedOrNotFound still has the last word on tenancy. The consignment always exists:
 * the order's foreign key cascades its deletion.
 */
export async function readOrderToBook(dataSource: DataSource, principal: Principal, orderNo: string): Promise<OrderToBook | null> {
  const row = await batcherOf(dataSource).call({
    orderNo: orderNo.toUpperCase(),
    customerId: isAdmin(principal) ? null : principal.customerId,
  });
  if (!row) return null;
  const { n: _n, c_id: id, c_consignment_no: consignmentNo, c_document: document, o_version, c_version, ...order } = row;
  return {
    order: ownedOrNotFound(principal, order),
    consignment: { id, consignmentNo, document },
    versions: { order: o_version, consignment: c_version },
  };
}
