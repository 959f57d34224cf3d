import type { DataSource, EntityManager } from 'typeorm';
import { OrderEntity } from '../database/order.entity';
import type { Order } from '../domain/order';

// The orders table is this slice's: booking and documents read and change orders through these (and
// owned-order.ts), in the caller's transaction (the manager it passes). Tenancy stays the caller's.

/** The consignment's order, or null while it has none; locked for update when asked. */
export function orderOfConsignment(manager: EntityManager, consignmentId: string, lock = false): Promise<Order | null> {
  return manager.findOne(OrderEntity, { where: { consignmentId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** The customer's send list (unbooked orders), oldest first, at most `limit` order numbers. */
export async function unbookedOrderNos(manager: EntityManager, customerId: number, limit: number): Promise<string[]> {
  const rows = await manager
    .createQueryBuilder(OrderEntity, 'o')
    .select('o.order_no', 'orderNo')
    .where('o.customer_id = :customerId AND o.date_booked IS NULL', { customerId })
    .orderBy('o.date_placed', 'ASC')
    .addOrderBy('o.order_no', 'ASC')
    .limit(limit)
    .getRawMany<{ orderNo: string }>();
  return rows.map((r) => r.orderNo);
}

/** An order as written: the CO2e estimate is the booking's own statement's (never inserted here). */
export type NewOrder = Omit<Order, 'co2eGrams'>;

/** Inserts the order and answers it as TypeORM built it. */
export async function addOrder(manager: EntityManager, fields: NewOrder): Promise<Order> {
  const order = manager.create(OrderEntity, fields);
  await manager.insert(OrderEntity, order);
  return order;
}

/** The customer cancelled the booked order (PUT /order/cancel/). */
export async function markOrderCancelled(manager: EntityManager, orderNo: string, now: Date): Promise<void> {
  await manager.update(OrderEntity, { orderNo }, { carrierState: 'cancelled', cancelledAt: now });
}

/** The order's papers were printed; `datePrinted` is the first print's (a reprint keeps it). */
export async function markOrderPrinted(manager: EntityManager, orderNo: string, datePrinted: Date): Promise<void> {
  await manager.update(OrderEntity, { orderNo }, { printed: true, datePrinted });
}

/**
 * Every order column as `alias.column AS "property"`, for another slice's SQL over orders (booking's batched
 * read): the selected row is then the Order TypeORM would have built.
 */
export function orderColumnsAs(dataSource: DataSource, alias: string): string {
  return dataSource
    .getMetadata(OrderEntity)
    .columns.map((c) => `${alias}.${c.databaseName} AS "${c.propertyName}"`)
    .join(', ');
}
