import { Injectable } from '@nestjs/common';
import type { Principal } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import type { EntityManager } from 'typeorm';
import { ConsignmentOrders } from '../../consignments/application/consignment-orders';
import { OrderEntity } from '../database/order.entity';
import { orderDeletedEvent } from './order-events';
import { assertOrderNotBooked } from './owned-order';

/** The orders slice's side of ConsignmentOrders. */
@Injectable()
export class OrdersOfConsignments extends ConsignmentOrders {
  constructor(private readonly outbox: Outbox) {
    super();
  }

  async orderNoOf(manager: EntityManager, consignmentId: string): Promise<string | null> {
    return (await manager.findOneBy(OrderEntity, { consignmentId }))?.orderNo ?? null;
  }

  async leaveWithConsignment(manager: EntityManager, consignmentId: string, principal: Principal): Promise<void> {
    const order = await manager.findOneBy(OrderEntity, { consignmentId });
    if (!order) return;
    assertOrderNotBooked(order);
    await this.outbox.record('OrderDeleted', order.orderNo, orderDeletedEvent(order, principal));
  }
}
