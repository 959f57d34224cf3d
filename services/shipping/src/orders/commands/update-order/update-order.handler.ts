import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { getConsignment } from '../../../consignments/application/consignment-store';
import { OrderEntity } from '../../database/order.entity';
import { OrderPricing, priceColumns } from '../../application/order-pricing';
import { assertOrderNotBooked, ownedOrder } from '../../application/owned-order';
import { UpdateOrderCommand } from './update-order.command';

/** PUT /order/: the caller's choices on an unbooked order; priced again from its consignment as it is now. Answers { orderNo }. */
@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand, { orderNo: string }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly pricing: OrderPricing,
  ) {}

  async execute({ principal, body }: UpdateOrderCommand): Promise<{ orderNo: string }> {
    return this.tx.run(async (manager) => {
      const order = await ownedOrder(manager, principal, body.orderNo, true);
      assertOrderNotBooked(order);
      const consignment = await getConsignment(manager, order.consignmentId);
      const consigneeType = body.consigneeType ?? (order.consigneeType === 'private' ? 'private' : 'company');
      const insured = body.insured ?? order.insured;
      const goodsValue = body.goodsValue ?? (order.goodsValueOre !== null ? Number(order.goodsValueOre) / 100 : undefined);
      const price = await this.pricing.price(principal, order.customerId, consignment.document, { insured, goodsValue, consigneeType });
      await manager.update(
        OrderEntity,
        { orderNo: order.orderNo },
        {
          ...priceColumns(price),
          consigneeType,
          senderOrderRef: body.senderOrderRef ?? order.senderOrderRef,
          noPickup: body.noPickup ?? order.noPickup,
        },
      );
      return { orderNo: order.orderNo };
    });
  }
}
