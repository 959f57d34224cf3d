import type { Principal } from '@freight/kernel';
import type { OrderEntity } from '../database/order.entity';

/** What OrderCreated says about a new send-list order, wherever it is placed (POST /order/ or booking a consignment). */
export const orderCreatedEvent = (order: OrderEntity, principal: Principal) => ({
  orderNo: order.orderNo,
  customerId: String(order.customerId),
  consignmentId: order.consignmentId,
  templateName: order.templateName ?? '',
  supplierId: order.supplierId ?? 0,
  calculatedPriceOre: order.calculatedPriceOre ?? '0',
  calculatedCurrency: order.calculatedCurrency ?? '',
  insured: order.insured,
  goodsValueOre: order.goodsValueOre ?? '0',
  createdBy: String(principal.userId),
});

/** What OrderDeleted says about an unbooked order deleted with its consignment (DELETE /order/ or POST /consignment/delete/). */
export const orderDeletedEvent = (order: OrderEntity, principal: Principal) => ({
  orderNo: order.orderNo,
  customerId: String(order.customerId),
  consignmentId: order.consignmentId,
  deletedBy: String(principal.userId),
});
