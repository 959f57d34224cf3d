import { DomainError, ownedOrNotFound, Principal } from '@freight/kernel';
import type { EntityManager } from 'typeorm';
import { randomAlphanumeric } from '../../consignments/domain/consignment-document';
import { OrderEntity } from '../database/order.entity';
import { orderAlreadyBooked } from '../domain/order.errors';

/** Temporary order numbers: 16 uppercase alphanumeric characters (the carrier's number replaces it at booking). */
export const newTemporaryOrderNo = () => randomAlphanumeric(16);

const ORDER_NO = /^[A-Za-z0-9-]{1,64}$/;

/** Booked orders are kept: their customer can neither change nor delete them. */
export function assertOrderNotBooked(order: OrderEntity): void {
  if (order.dateBooked) throw orderAlreadyBooked();
}

/** The caller's order (an admin's: anyone's), locked; another customer's answers as a missing one. */
export async function ownedOrder(manager: EntityManager, principal: Principal, orderNo: unknown, lock: boolean): Promise<OrderEntity> {
  if (typeof orderNo !== 'string' || !ORDER_NO.test(orderNo)) throw DomainError.notFound('TENANCY.NOT_FOUND');
  const order = await manager.findOne(OrderEntity, {
    where: { orderNo: orderNo.toUpperCase() },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  return ownedOrNotFound(principal, order);
}
