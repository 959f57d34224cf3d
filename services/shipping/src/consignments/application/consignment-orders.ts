import type { Principal } from '@freight/kernel';
import type { EntityManager } from 'typeorm';

/**
 * What consignment use cases need of a consignment's order. The orders slice implements it
 * (OrdersOfConsignments), so consignments never import orders and the two slices have no cycle.
 */
export abstract class ConsignmentOrders {
  /** The order number of the consignment's order, or null while it has none. */
  abstract orderNoOf(manager: EntityManager, consignmentId: string): Promise<string | null>;

  /**
   * Before the consignment is deleted in the same transaction: refuses when its order is booked (409),
   * else records OrderDeleted for it (the row itself goes with the consignment).
   */
  abstract leaveWithConsignment(manager: EntityManager, consignmentId: string, principal: Principal): Promise<void>;
}
