import { isAdmin, ownedOrNotFound, PreparedSql, preparedSql, Principal, runPrepared } from '@freight/kernel';
import type { DataSource, EntityMetadata } from 'typeorm';
import type { ConsignmentDocument } from '../../consignments/consignment-document';
import { OrderEntity } from '../../orders/order.entity';

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
  order: OrderEntity;
  consignment: { id: string; consignmentNo: string | null; document: ConsignmentDocument };
  versions: RowVersions;
}

// Every order column under its property name, so the row is the OrderEntity TypeORM would have built.
const statementByMetadata = new WeakMap<EntityMetadata, PreparedSql>();
function readStatement(dataSource: DataSource): PreparedSql {
  const metadata = dataSource.getMetadata(OrderEntity);
  let statement = statementByMetadata.get(metadata);
  if (!statement) {
    const columns = metadata.columns.map((c) => `o.${c.databaseName} AS "${c.propertyName}"`).join(', ');
    statement = preparedSql(
      `SELECT ${columns}, c.id AS c_id, c.consignment_no AS c_consignment_no, c.document AS c_document,
              o.xmin::text AS o_version, c.xmin::text AS c_version
         FROM orders o JOIN consignments c ON c.id = o.consignment_id
        WHERE o.order_no = $1 AND ($2::integer IS NULL OR o.customer_id = $2)`,
    );
    statementByMetadata.set(metadata, statement);
  }
  return statement;
}

type Row = OrderEntity & { c_id: string; c_consignment_no: string | null; c_document: ConsignmentDocument; o_version: string; c_version: string };

/**
 * The caller's order (an admin's: anyone's) and its consignment, in one round trip and without locks:
 * the booking's write re-checks the versions (bookedState's guard), so nothing is held while the rules,
 * the pricing engine and the carrier run. Null when there is no such order or it is another customer's;
 * the customer is narrowed in SQL and ownedOrNotFound still has the last word on tenancy. The consignment
 * always exists: the order's foreign key cascades its deletion.
 */
export async function readOrderToBook(dataSource: DataSource, principal: Principal, orderNo: string): Promise<OrderToBook | null> {
  const rows = await runPrepared<Row>(dataSource, readStatement(dataSource), [orderNo.toUpperCase(), isAdmin(principal) ? null : principal.customerId]);
  if (!rows.length) return null;
  const { c_id: id, c_consignment_no: consignmentNo, c_document: document, o_version, c_version, ...order } = rows[0];
  return { order: ownedOrNotFound(principal, order), consignment: { id, consignmentNo, document }, versions: { order: o_version, consignment: c_version } };
}
