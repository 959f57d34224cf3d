import { isAdmin, ownedOrNotFound, Principal } from '@freight/kernel';
import type { EntityManager, EntityMetadata } from 'typeorm';
import type { ConsignmentDocument } from '../../consignments/consignment-document';
import { OrderEntity } from '../../orders/order.entity';

/** An order and its consignment as booking reads them, both rows locked until the transaction ends. */
export interface OrderToBook {
  order: OrderEntity;
  consignment: { id: string; consignmentNo: string | null; document: ConsignmentDocument };
}

// Every order column under its property name, so the row is the OrderEntity TypeORM would have built.
const orderColumnsByMetadata = new WeakMap<EntityMetadata, string>();
function orderColumns(manager: EntityManager): string {
  const metadata = manager.connection.getMetadata(OrderEntity);
  let columns = orderColumnsByMetadata.get(metadata);
  if (!columns) {
    columns = metadata.columns.map((c) => `o.${c.databaseName} AS "${c.propertyName}"`).join(', ');
    orderColumnsByMetadata.set(metadata, columns);
  }
  return columns;
}

/**
 * The caller's order (an admin's: anyone's) and its consignment, locked in one round trip (PostgreSQL
 * locks them in the FOR UPDATE OF order: the order first, as every booking path does); null when there
 * is no such order or it is another customer's. The customer is narrowed in SQL so another customer's row is never locked (nor waited for),
 * and ownedOrNotFound still has the last word on tenancy. The consignment always exists: the order's
 * foreign key cascades its deletion.
 */
export async function lockOrderToBook(manager: EntityManager, principal: Principal, orderNo: string): Promise<OrderToBook | null> {
  const rows: Array<OrderEntity & { c_id: string; c_consignment_no: string | null; c_document: ConsignmentDocument }> = await manager.query(
    `SELECT ${orderColumns(manager)}, c.id AS c_id, c.consignment_no AS c_consignment_no, c.document AS c_document
       FROM orders o JOIN consignments c ON c.id = o.consignment_id
      WHERE o.order_no = $1 AND ($2::integer IS NULL OR o.customer_id = $2)
        FOR UPDATE OF o, c`,
    [orderNo.toUpperCase(), isAdmin(principal) ? null : principal.customerId],
  );
  if (!rows.length) return null;
  const { c_id: id, c_consignment_no: consignmentNo, c_document: document, ...order } = rows[0];
  return { order: ownedOrNotFound(principal, order), consignment: { id, consignmentNo, document } };
}
