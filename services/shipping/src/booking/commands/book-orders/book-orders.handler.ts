import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, Language, Principal, requestContext, TransactionHost } from '@freight/kernel';
import { ownedOrder } from '../../../orders/application/owned-order';
import { unbookedOrderNos } from '../../../orders/application/order-store';
import type { Order } from '../../../orders/domain/order';
import { MAX_LISTED_ORDERS } from '../../../orders/queries/list-orders/list-orders.query';
import { BookingErrorItem, distinctItems, domainErrorItem, reasonItem, unexpectedItem } from '../../application/booking-errors';
import { OrderBooker } from '../../application/order-booker';
import { CarrierTransmitter, TransmissionOutcome } from '../../../carriers';
import { readOrderToBook } from '../../database/order-to-book';
import { BookOrdersAnswer, BookOrdersCommand, OrderBookingResult } from './book-orders.command';
import { demoForbidden } from '../../../shared/demo.errors';
import { orderAlreadyBooked, orderChangedWhileBooking } from '../../../orders/domain/order.errors';
import { consignmentAlreadyBooked } from '../../../consignments/domain/consignment.errors';

const ALREADY_BOOKED = new Set(['ORDER.ALREADY_BOOKED', 'CONSIGNMENT.ALREADY_BOOKED']);

/**
 * PUT /order/book/: books the named orders (or every unbooked one of the caller, oldest first), each on
 * its own, so one bad order never blocks the others. Before anything is booked: an order not the
 * caller's → 404, a named order already booked → 409. Each booking's write applies only to the order and
 * consignment as it read them (see attempt): of two concurrent bookings of one order the second finds it
 * booked; when that leaves a call with nothing booked because everything was already booked, the call
 * answers 409 as if it had been seen up front.
 */
@CommandHandler(BookOrdersCommand)
export class BookOrdersHandler implements ICommandHandler<BookOrdersCommand, BookOrdersAnswer> {
  private readonly logger = new Logger(BookOrdersHandler.name);

  constructor(
    private readonly tx: TransactionHost,
    private readonly booker: OrderBooker,
    private readonly transmitter: CarrierTransmitter,
  ) {}

  async execute({ principal, selection }: BookOrdersCommand): Promise<BookOrdersAnswer> {
    if (principal.demo) throw demoForbidden();
    const language = requestContext.language();
    // Named alone, the order's locked read in its booking is the up-front check: one SELECT fewer per call.
    const alone = 'orderNos' in selection && selection.orderNos.length === 1;
    const orderNos =
      'all' in selection
        ? await this.unbookedOf(principal.customerId)
        : alone
          ? selection.orderNos
          : await this.checkedNamed(principal, selection.orderNos);
    if (!orderNos.length) {
      return { orders: [], errors: [reasonItem({ code: 'ERROR.NO_UNBOOKED' }, language)], booked: 0, failed: 0 };
    }
    const orders: OrderBookingResult[] = [];
    // Each booked order goes to its carrier at once; the call then waits for the carriers up to the bound.
    const transmissions: Promise<TransmissionOutcome>[] = [];
    for (const orderNo of orderNos) {
      const result = await this.bookOne(principal, orderNo, language, alone);
      if (result.booked) transmissions.push(this.transmitter.transmit(orderNo.toUpperCase()));
      orders.push(result);
    }
    await this.transmitter.waitUpToBound(transmissions);
    if (!orders.some((o) => o.booked) && orders.every((o) => o.errors.length && o.errors.every((e) => ALREADY_BOOKED.has(e.code)))) {
      throw orderAlreadyBooked();
    }
    return answerOf(orders);
  }

  private async unbookedOf(customerId: number): Promise<string[]> {
    return unbookedOrderNos(this.tx.manager, customerId, MAX_LISTED_ORDERS);
  }

  /** All named orders the caller's (else 404) and none booked (else 409), before any is booked. */
  private async checkedNamed(principal: Principal, orderNos: readonly string[]): Promise<string[]> {
    const orders: Order[] = [];
    for (const orderNo of orderNos) orders.push(await ownedOrder(this.tx.manager, principal, orderNo, false));
    if (orders.some((o) => o.dateBooked)) throw orderAlreadyBooked();
    return orders.map((o) => o.orderNo);
  }

  /** `alone`: the call's only order, so its not being the caller's answers the call 404 (its 409 comes from execute's check). */
  private async bookOne(principal: Principal, orderNo: string, language: Language, alone: boolean): Promise<OrderBookingResult> {
    const failed = (errors: BookingErrorItem[]): OrderBookingResult => ({ orderNo, booked: false, consignmentNo: null, errors });
    let result: OrderBookingResult | null;
    try {
      result = await this.attempt(principal, orderNo, language, alone, failed);
    } catch (error) {
      if (error instanceof DomainError) return failed([domainErrorItem(error, language)]);
      // The orders before this one stay booked; the caller must hear which, so this one fails alone.
      this.logger.error(`booking order ${orderNo} failed unexpectedly`, error instanceof Error ? error.stack : String(error));
      return failed([unexpectedItem(language)]);
    }
    if (result) return result;
    const notFound = DomainError.notFound('TENANCY.NOT_FOUND');
    if (alone) throw notFound;
    return failed([domainErrorItem(notFound, language)]);
  }

  /**
   * Reads the order and its consignment, applies the rules and prices, then writes the booking in one
   * statement that applies only if both rows are unchanged since the read: no transaction and no lock is
   * held while the rules, the pricing engine and the carrier run. A concurrent change (another booking of
   * the same order, an edit) makes the write apply nothing; the next read then tells what happened.
   * Null: no such order of the caller's.
   */
  private async attempt(
    principal: Principal,
    orderNo: string,
    language: Language,
    alone: boolean,
    failed: (errors: BookingErrorItem[]) => OrderBookingResult,
  ): Promise<OrderBookingResult | null> {
    for (let attempt = 1; ; attempt++) {
      const found = await readOrderToBook(this.tx.dataSource, principal, orderNo);
      if (!found) return null;
      const { order, consignment, versions } = found;
      if (order.dateBooked) throw orderAlreadyBooked();
      if (consignment.consignmentNo) throw consignmentAlreadyBooked();
      const now = new Date();
      const choice = {
        insured: order.insured,
        goodsValueOre: order.goodsValueOre === null ? null : Number(order.goodsValueOre),
        consigneeType: order.consigneeType === 'private' ? ('private' as const) : ('company' as const),
        noPickup: order.noPickup,
      };
      const prepared = await this.booker.prepare(principal, order.customerId, consignment.document, choice, now);
      // Rejected: nothing was written.
      if (!prepared.ok) return failed(prepared.reasons.map((r) => reasonItem(r, language)));
      // Booked alone, the call's answer is known before the write, which then stores it for replays too.
      const answer = alone
        ? (consignmentNo: string) => ({ status: 200, body: answerOf([{ orderNo, booked: true, consignmentNo, errors: [] }]) })
        : undefined;
      const committed = await this.booker.commitIfUnchanged(principal, order, consignment, versions, prepared, now, answer);
      if (committed) return { orderNo, booked: true, consignmentNo: committed.consignmentNo, errors: [] };
      if (attempt === MAX_ATTEMPTS) throw orderChangedWhileBooking();
    }
  }
}

/** The call's answer (PUT /order/book/ answers 200, its controller's HttpCode). */
function answerOf(orders: OrderBookingResult[]): BookOrdersAnswer {
  const booked = orders.filter((o) => o.booked).length;
  return { orders, errors: distinctItems(orders.flatMap((o) => o.errors)), booked, failed: orders.length - booked };
}

/** Reads before giving up on an order that keeps changing under the booking (edited again and again). */
const MAX_ATTEMPTS = 3;
