import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, Principal, requestContext, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { ConsignmentDocument, toConsignmentDocument } from '../../../consignments/domain/consignment-document';
import { assertNotBooked, Consignments } from '../../../consignments/application/consignments';
import type { ConsignmentsAnswer } from '../../../consignments/consignment.response';
import type { Consignment } from '../../../consignments/domain/consignment';
import { orderCreatedEvent } from '../../../orders/application/order-events';
import { newTemporaryOrderNo, ownedOrder } from '../../../orders/application/owned-order';
import { addOrder, orderOfConsignment } from '../../../orders/application/order-store';
import type { Order } from '../../../orders/domain/order';
import type { ConsignmentRequestDto } from '../../../consignments/consignment.request.dto';
import { sekToOre } from '../../../shared/freight/money';
import type { Reason } from '../../../shared/freight/freight.types';
import { distinctItems, reasonItem } from '../../application/booking-errors';
import { BookingChoice, OrderBooker, PreparedBooking } from '../../application/order-booker';
import { presentConsignment } from '../../../consignments/domain/present-consignment';
import { parsePickup } from '../../domain/pickup';
import { BookConsignmentCommand } from './book-consignment.command';
import { CarrierTransmitter } from '../../../carriers';
import { orderAlreadyBooked } from '../../../orders/domain/order.errors';
import { demoForbidden } from '../../../shared/demo.errors';

type Booked = Extract<PreparedBooking, { ok: true }>;

/** What the caller chose, the body first, then the existing order's choice (a consignment without an order: the defaults). */
function choiceOf(body: ConsignmentRequestDto, order: Order | null, consigneeType: 'company' | 'private'): BookingChoice {
  const orderValueSek = order?.goodsValueOre != null ? Number(order.goodsValueOre) / 100 : undefined;
  const goodsValueSek = body.insuranceGoodsValue ?? orderValueSek;
  const insured =
    body.insured ?? (body.insuranceDisabled === true ? false : body.insuranceGoodsValue !== undefined ? true : (order?.insured ?? false));
  const noPickup = body.noPickup ?? order?.noPickup ?? false;
  return { insured, goodsValueOre: goodsValueSek === undefined ? null : sekToOre(goodsValueSek), consigneeType, noPickup };
}

/**
 * PUT /consignment/book/: saves the consignment as PUT /consignment/ would, creates its order as
 * POST /order/ would when it has none (OrderCreated), and books both (OrderBooked), all in one
 * transaction. Rejected by the booking rules: 200 with the errors and nothing written.
 * Locks the order row before the consignment's, as PUT /order/book/ does, so the two never deadlock.
 */
@CommandHandler(BookConsignmentCommand)
export class BookConsignmentHandler implements ICommandHandler<BookConsignmentCommand, ConsignmentsAnswer> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly consignments: Consignments,
    private readonly booker: OrderBooker,
    private readonly transmitter: CarrierTransmitter,
  ) {}

  async execute({ principal, body }: BookConsignmentCommand): Promise<ConsignmentsAnswer> {
    if (principal.demo) throw demoForbidden();
    if (body.consignmentId === undefined || body.consignmentId === null || body.consignmentId === '') {
      throw DomainError.invalid([{ field: 'consignmentId', code: 'VALIDATION.REQUIRED' }]);
    }
    const pickup = parsePickup(body.transportProduct?.pickup);
    if (!pickup.ok)
      throw DomainError.invalid(pickup.invalid.map((f) => ({ field: `transportProduct.pickup.${f}`, code: 'VALIDATION.INVALID_FORMAT' })));
    const found = await this.consignments.owned(principal, body.consignmentId);

    const outcome = await this.tx.run(async (manager): Promise<{ rejected: Reason[] } | { document: ConsignmentDocument }> => {
      const known = await orderOfConsignment(manager, found.id);
      let order = known ? await ownedOrder(manager, principal, known.orderNo, true) : null;
      const current = await this.consignments.owned(principal, found.id, true);
      assertNotBooked(current);
      // An order made meanwhile (POST /order/ holds the consignment's lock while it inserts) is locked now.
      order ??= await orderOfConsignment(manager, current.id, true);
      if (order?.dateBooked) throw orderAlreadyBooked();

      const consigneeType =
        body.consigneeType ?? (order ? (order.consigneeType === 'private' ? 'private' : 'company') : current.document.consigneeType);
      const document = toConsignmentDocument(
        body,
        { consignmentId: current.id, orderNo: order?.orderNo ?? null, consignmentNo: null },
        consigneeType,
      );
      const now = new Date();
      const prepared = await this.booker.prepare(principal, current.customerId, document, choiceOf(body, order, consigneeType), now);
      if (!prepared.ok) return { rejected: prepared.reasons };
      order ??= await this.createOrder(principal, current, prepared, now);
      const booked = await this.booker.commit(principal, order, current, prepared, now);
      return { document: booked.document };
    });

    const language = requestContext.language();
    if ('rejected' in outcome) return { consignments: [], errors: distinctItems(outcome.rejected.map((r) => reasonItem(r, language))) };
    // Written: now to the carrier, waited for up to the bound.
    await this.transmitter.afterBooking([outcome.document.orderNo!]);
    return { consignments: [presentConsignment(outcome.document)], errors: [] };
  }

  /** The order POST /order/ would have made, with OrderCreated; booking follows in the same transaction. */
  private async createOrder(principal: Principal, consignment: Consignment, prepared: Booked, now: Date): Promise<Order> {
    const { price, document } = prepared;
    const manager = this.tx.manager;
    const order = await addOrder(manager, {
      orderNo: newTemporaryOrderNo(),
      customerId: consignment.customerId,
      consignmentId: consignment.id,
      supplierId: price.supplierId,
      priceSupplier: price.priceSupplier,
      templateName: price.templateName,
      calculatedPriceOre: String(price.priceOre),
      calculatedCurrency: price.currency,
      insured: price.insured,
      goodsValueOre: price.goodsValueOre === null ? null : String(price.goodsValueOre),
      insurancePriceOre: price.insurancePriceOre === null ? null : String(price.insurancePriceOre),
      consigneeType: price.consigneeType,
      senderOrderRef: document.senderOrderRef ?? null,
      dateBooked: null,
      printed: false,
      noPickup: price.noPickup,
      statusCategory: null,
      statusName: null,
      statusUpdated: null,
      datePrinted: null,
      datePlaced: now,
      carrierState: null,
      cancelledAt: null,
      correctsOrderNo: null,
    });
    await this.outbox.record('OrderCreated', order.orderNo, orderCreatedEvent(order, principal), now);
    return order;
  }
}
