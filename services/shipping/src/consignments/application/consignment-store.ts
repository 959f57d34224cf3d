import type { EntityManager } from 'typeorm';
import { ConsignmentEntity } from '../database/consignment.entity';
import type { Consignment } from '../domain/consignment';
import type { ConsignmentDocument } from '../domain/consignment-document';

// The consignments table is this slice's: orders, booking and documents read and change consignments through
// these, in the caller's transaction (the manager it passes). Tenancy stays the caller's (ownedOrNotFound).

/** The consignment with this id, or null; locked for update when asked (the caller is in a transaction). */
export function findConsignment(manager: EntityManager, id: string, lock = false): Promise<Consignment | null> {
  return manager.findOne(ConsignmentEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** A consignment known to exist (an order's, read in the order's transaction). */
export function getConsignment(manager: EntityManager, id: string): Promise<Consignment> {
  return manager.findOneByOrFail(ConsignmentEntity, { id });
}

/** The consignments with these ids, in no particular order (at most one query, none for no ids). */
export async function consignmentsByIds(manager: EntityManager, ids: readonly string[]): Promise<Consignment[]> {
  if (!ids.length) return [];
  return manager.createQueryBuilder(ConsignmentEntity, 'c').where('c.id IN (:...ids)', { ids }).getMany();
}

/** An order was made of the consignment: it keeps the document as ordered and is no longer a temporary one. */
export async function keepForOrder(manager: EntityManager, id: string, document: ConsignmentDocument): Promise<void> {
  await manager.update(ConsignmentEntity, { id }, { document, temporary: false, updatedAt: new Date() });
}

/** Deletes the consignment with its order (the order's delete runs first, in the same transaction). */
export async function deleteConsignment(manager: EntityManager, id: string): Promise<void> {
  await manager.delete(ConsignmentEntity, { id });
}
