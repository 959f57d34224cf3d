import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { assertNotBooked, Consignments } from '../../../consignments/application/consignments';
import { keepForOrder } from '../../../consignments/application/consignment-store';
import { OrderEntity } from '../../database/order.entity';
import { orderCreatedEvent } from '../../application/order-events';
import { OrderPricing, priceColumns } from '../../application/order-pricing';
import { newTemporaryOrderNo } from '../../application/owned-order';
import { OrderResponse, toOrderResponse } from '../../order.response';
import { CreateOrderCommand } from './create-order.command';
import { orderExistsForConsignment } from '../../domain/order.errors';

/** POST /order/: an unbooked order (the send list) for one of the caller's consignments, priced by the engine; OrderCreated. */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand, OrderResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly consignments: Consignments,
    private readonly pricing: OrderPricing,
  ) {}

  async execute({ principal, body }: CreateOrderCommand): Promise<OrderResponse> {
    // Priced before the transaction (no lock held while pricing); the consignment is checked again under its lock.
    const consignment = await this.consignments.owned(principal, body.consignmentId);
    assertNotBooked(consignment);
    const consigneeType = body.consigneeType ?? consignment.document.consigneeType;
    const price = await this.pricing.price(principal, consignment.customerId, consignment.document, {
      insured: body.insured,
      goodsValue: body.goodsValue,
      consigneeType,
    });
    return this.tx.run(async (manager) => {
      const locked = await this.consignments.owned(principal, consignment.id, true);
      assertNotBooked(locked);
      if (await manager.existsBy(OrderEntity, { consignmentId: locked.id })) throw orderExistsForConsignment();
      const order = manager.create(OrderEntity, {
        orderNo: newTemporaryOrderNo(),
        customerId: locked.customerId,
        consignmentId: locked.id,
        ...priceColumns(price),
        consigneeType,
        senderOrderRef: body.senderOrderRef ?? locked.document.senderOrderRef ?? null,
        dateBooked: null,
        printed: false,
        noPickup: body.noPickup ?? false,
        statusCategory: null,
        statusName: null,
        statusUpdated: null,
        datePrinted: null,
        datePlaced: new Date(),
        carrierState: null,
        cancelledAt: null,
        correctsOrderNo: null,
      });
      await manager.insert(OrderEntity, order);
      const document = { ...locked.document, orderNo: order.orderNo };
      // A consignment made to be priced becomes a real one once it is in the send list.
      await keepForOrder(manager, locked.id, document);
      await this.outbox.record('OrderCreated', order.orderNo, orderCreatedEvent(order, principal));
      return toOrderResponse(order, { document, consignmentNo: locked.consignmentNo });
    });
  }
}
