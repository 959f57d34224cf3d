import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, ownedOrNotFound, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import type { EntityManager } from 'typeorm';
import { randomAlphanumeric } from '../consignments/consignment-document';
import { assertNotBooked, Consignments } from '../consignments/consignment.answer';
import { ConsignmentEntity } from '../consignments/consignment.entity';
import { OrderEntity } from './order.entity';
import { OrderPrice, OrderPricing } from './order-pricing';
import type { CreateOrderRequestDto, UpdateOrderRequestDto } from './order.request.dto';
import { OrderResponse, toOrderResponse } from './order.response';

export class CreateOrderCommand {
  constructor(
    readonly principal: Principal,
    readonly body: CreateOrderRequestDto,
  ) {}
}

export class UpdateOrderCommand {
  constructor(
    readonly principal: Principal,
    readonly body: UpdateOrderRequestDto,
  ) {}
}

export class DeleteOrdersCommand {
  constructor(
    readonly principal: Principal,
    readonly orderNos: readonly unknown[],
  ) {}
}

/** Temporary order numbers: 16 uppercase alphanumeric characters (the carrier's number replaces it at booking). */
export const newTemporaryOrderNo = () => randomAlphanumeric(16);

const ORDER_NO = /^[A-Za-z0-9-]{1,64}$/;

/** Booked orders are kept: their customer can neither change nor delete them. */
function assertOrderNotBooked(order: OrderEntity): void {
  if (order.dateBooked) throw new DomainError('conflict', 'ORDER.ALREADY_BOOKED');
}

/** The caller's order (an admin's: anyone's), locked; another customer's answers as a missing one. */
export async function ownedOrder(manager: EntityManager, principal: Principal, orderNo: unknown, lock: boolean): Promise<OrderEntity> {
  if (typeof orderNo !== 'string' || !ORDER_NO.test(orderNo)) throw DomainError.notFound('TENANCY.NOT_FOUND');
  const order = await manager.findOne(OrderEntity, { where: { orderNo: orderNo.toUpperCase() }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  return ownedOrNotFound(principal, order);
}

const oreText = (ore: number | null) => (ore === null ? null : String(ore));

/** The order columns a price decides, the same on create and on every update. */
const priceColumns = (price: OrderPrice) => ({
  supplierId: price.supplierId,
  priceSupplier: price.priceSupplier,
  templateName: price.templateName,
  calculatedPriceOre: oreText(price.calculatedPriceOre),
  calculatedCurrency: price.calculatedCurrency,
  insured: price.insured,
  goodsValueOre: oreText(price.goodsValueOre),
  insurancePriceOre: oreText(price.insurancePriceOre),
});

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
    const price = await this.pricing.price(principal, consignment.customerId, consignment.document, { insured: body.insured, goodsValue: body.goodsValue, consigneeType });
    return this.tx.run(async (manager) => {
      const locked = await this.consignments.owned(principal, consignment.id, true);
      assertNotBooked(locked);
      if (await manager.existsBy(OrderEntity, { consignmentId: locked.id })) throw new DomainError('conflict', 'ORDER.EXISTS_FOR_CONSIGNMENT');
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
      });
      await manager.insert(OrderEntity, order);
      const document = { ...locked.document, orderNo: order.orderNo };
      // A consignment made to be priced becomes a real one once it is in the send list.
      await manager.update(ConsignmentEntity, { id: locked.id }, { document, temporary: false, updatedAt: new Date() });
      await this.outbox.record('OrderCreated', order.orderNo, orderCreatedEvent(order, principal));
      return toOrderResponse(order, { document, consignmentNo: locked.consignmentNo });
    });
  }
}

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
      const consignment = await manager.findOneByOrFail(ConsignmentEntity, { id: order.consignmentId });
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

/** DELETE /order/{orderNo} and PUT /order/bulk/delete/: all or nothing; each order's consignment goes with it; OrderDeleted each. */
@CommandHandler(DeleteOrdersCommand)
export class DeleteOrdersHandler implements ICommandHandler<DeleteOrdersCommand, { deleted: string[] }> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  async execute({ principal, orderNos }: DeleteOrdersCommand): Promise<{ deleted: string[] }> {
    const unique = [...new Set(orderNos.map((n) => (typeof n === 'string' ? n.toUpperCase() : n)))];
    return this.tx.run(async (manager) => {
      const orders: OrderEntity[] = [];
      for (const orderNo of unique) orders.push(await ownedOrder(manager, principal, orderNo, true));
      orders.forEach(assertOrderNotBooked);
      for (const order of orders) {
        await manager.delete(OrderEntity, { orderNo: order.orderNo });
        await manager.delete(ConsignmentEntity, { id: order.consignmentId });
        await this.outbox.record('OrderDeleted', order.orderNo, {
          orderNo: order.orderNo,
          customerId: String(order.customerId),
          consignmentId: order.consignmentId,
          deletedBy: String(principal.userId),
        });
      }
      return { deleted: orders.map((o) => o.orderNo) };
    });
  }
}
