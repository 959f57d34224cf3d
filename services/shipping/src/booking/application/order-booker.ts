import { Inject, Injectable } from '@nestjs/common';
import { answersAlong, answerToStore, PendingAnswer } from '@freight/idempotency';
import { firstOfEachKey, Principal, StatementBatcher, TransactionHost } from '@freight/kernel';
import { Outbox, PreparedEvent } from '@freight/messaging';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import type { Consignment } from '../../consignments/domain/consignment';
import { CustomerCredit } from '../../customer-credit';
import { CatalogueCache } from '../../catalogue/cache/catalogue.cache';
import type { Order } from '../../orders/domain/order';
import { CustomerPricingProfile } from '../../pricing/application/customer-pricing-profile';
import type { ConsignmentRequestDto } from '../../consignments/consignment.request.dto';
import { toConsignmentInput } from '../../pricing/consignment-request/to-consignment-input';
import { insurancePremiumOre } from '../../pricing/domain/insurance';
import { priceConsignment } from '../../pricing/domain/price-consignment';
import type { FreightServiceDef, Reason } from '../../shared/freight/freight.types';
import { ConsignmentNumbers } from '../carrier/consignment-numbers';
import { BookedState, bookedState, guardedBookedStates } from '../database/booked-state';
import type { BookingPrice } from '../domain/booking-price';
import type { RowVersions } from '../database/order-to-book';
import { customsLineCount } from '../../documents/application/customs-lines';
import { applyBookingRules, distinctReasons } from '../domain/booking-rules';
import { leavesCustomsTerritory } from '../domain/customs-rules';
import { partOf } from '../domain/parties';
import { AccessPoints } from '../../pickup-points/application/access-points';
import { consignmentEmission } from '../../emissions/domain/estimate-emission';
import { SHIPPING_CONFIG, type ShippingConfig } from '../../shipping.config';

/** What the customer chose for the order: insurance, consignee type, and drop-off instead of a pickup. */
export interface BookingChoice {
  insured: boolean;
  goodsValueOre: number | null;
  consigneeType: 'company' | 'private';
  noPickup: boolean;
}

export type { BookingPrice } from '../domain/booking-price';

export type PreparedBooking =
  { ok: true; document: ConsignmentDocument; service: FreightServiceDef; price: BookingPrice } | { ok: false; reasons: Reason[] };

/**
 * Books one order, in two steps so that a rejected order writes nothing: `prepare` applies the
 * booking rules and prices the corrected consignment with the pricing engine (never the client's
 * price); `commit` numbers the consignment and writes consignment, order, its carrier transmission and
 * OrderBooked in the caller's transaction, in one statement (the carrier hears of it afterwards, from
 * CarrierTransmitter). The caller holds the order's and the consignment's row locks across both.
 */
@Injectable()
export class OrderBooker {
  // Concurrent bookings share their writes' statements (see StatementBatcher).
  private readonly writes = new StatementBatcher<GuardedWrite, boolean>((writes) => this.writeGuarded(writes), {
    concurrency: 2,
    maxBatch: 100,
  });

  constructor(
    private readonly outbox: Outbox,
    private readonly catalogue: CatalogueCache,
    private readonly profiles: CustomerPricingProfile,
    private readonly numbers: ConsignmentNumbers,
    private readonly credit: CustomerCredit,
    private readonly tx: TransactionHost,
    private readonly accessPoints: AccessPoints,
    @Inject(SHIPPING_CONFIG) private readonly config: ShippingConfig,
  ) {}

  async prepare(
    principal: Principal,
    customerId: number,
    document: ConsignmentDocument,
    choice: BookingChoice,
    now: Date,
  ): Promise<PreparedBooking> {
    if (await this.credit.isBlocked(customerId)) return { ok: false, reasons: [{ code: 'BOOKING.CREDIT_BLOCKED' }] };
    const snapshot = this.catalogue.snapshot;
    const code = document.transportProduct?.code;
    const service = document.templateName ? snapshot.service(document.templateName) : code ? snapshot.serviceByCode(code) : undefined;
    const options = service ? snapshot.optionsOf(service) : [];
    const goodsValueOre = choice.insured ? choice.goodsValueOre : null;
    // Read only for a consignment leaving the EU; inside a booking's transaction it is that transaction's read.
    const customsLines = leavesCustomsTerritory(document) ? await customsLineCount(this.tx.manager, document.consignmentId) : 0;
    // A chosen pickup point is booked as the product's carrier knows it; one it does not know is refused with the other reasons.
    const access = await this.accessPoints.resolve(document, service);
    const rules = applyBookingRules(access.ok ? access.document : document, {
      now,
      service,
      options,
      insured: choice.insured,
      goodsValueOre,
      customsLines,
      noPickup: choice.noPickup,
    });
    if (!access.ok) return { ok: false, reasons: distinctReasons([...access.reasons, ...(rules.ok ? [] : rules.reasons)]) };
    if (!rules.ok) return rules;
    const product = service!;

    const dto = {
      ...rules.document,
      insured: choice.insured,
      insuranceGoodsValue: goodsValueOre === null ? undefined : goodsValueOre / 100,
      consigneeType: choice.consigneeType,
    } as unknown as ConsignmentRequestDto;
    const mapped = toConsignmentInput(dto, 'consignment', choice.consigneeType);
    // The rules have checked what the mapping checks; this is the mapping's own word on the same thing.
    if (!mapped.ok) return { ok: false, reasons: distinctReasons(mapped.errors.map((e) => ({ code: e.code, params: e.params }))) };
    const { priceList } = await this.profiles.of(principal, customerId);
    const result = priceConsignment(mapped.input, product, snapshot.tariffFor(product, priceList), [...options], priceList);
    if (result.errors.length) return { ok: false, reasons: distinctReasons(result.errors) };
    const emission = consignmentEmission(mapped.input, result.chargeableWeightKg, product, this.config.declaredEmissionFactors);
    return {
      ok: true,
      document: rules.document,
      service: product,
      price: {
        supplierId: product.supplierId,
        priceSupplier: product.priceSupplier,
        templateName: product.templateName,
        priceOre: result.netOre,
        currency: result.currency,
        insured: choice.insured,
        goodsValueOre,
        insurancePriceOre: goodsValueOre === null ? null : insurancePremiumOre(goodsValueOre),
        consigneeType: choice.consigneeType,
        noPickup: choice.noPickup,
        deliveryMaxDays: product.deliveryMaxDays,
        emission: emission ? { co2eGrams: emission.co2eGrams, kgKm: emission.kgKm, mode: emission.mode } : null,
      },
    };
  }

  /** Numbers and writes the booking; must run inside TransactionHost.run with both rows locked. */
  async commit(
    principal: Principal,
    order: Order,
    consignment: Readonly<Pick<Consignment, 'id'>>,
    prepared: Extract<PreparedBooking, { ok: true }>,
    now: Date,
  ): Promise<Committed> {
    const consignmentNo = await this.numbers.next();
    const state = this.bookedStateOf(order, consignment, prepared, consignmentNo, now);
    await this.outbox.record('OrderBooked', order.orderNo, orderBookedEvent(principal, order.customerId, state), now, bookedState(state));
    return { consignmentNo, document: state.document };
  }

  /**
   * Numbers and writes the booking in one statement (shared with the bookings that wait for it
   * at the same time), without a transaction or locks held before it: the write applies only if the order
   * and the consignment are still the versions read. Null when they changed meanwhile (nothing was written;
   * the caller reads again).
   */
  async commitIfUnchanged(
    principal: Principal,
    order: Order,
    consignment: Readonly<Pick<Consignment, 'id'>>,
    versions: RowVersions,
    prepared: Extract<PreparedBooking, { ok: true }>,
    now: Date,
    answer?: (consignmentNo: string) => { status: number; body: unknown },
  ): Promise<Committed | null> {
    const consignmentNo = await this.numbers.next();
    const state = this.bookedStateOf(order, consignment, prepared, consignmentNo, now);
    const event = this.outbox.prepare({
      type: 'OrderBooked',
      aggregateId: order.orderNo,
      data: orderBookedEvent(principal, order.customerId, state),
      occurredAt: now,
    });
    // The request's answer, when the caller knows it already, is stored for Idempotency-Key replays by the same statement.
    const reply = answer?.(consignmentNo);
    const stored = reply && answerToStore(reply.status, reply.body);
    if (!(await this.writes.call({ state, versions, event, answer: stored }))) return null;
    stored?.stored();
    return { consignmentNo, document: state.document };
  }

  /**
   * One statement for the guarded writes of concurrent bookings: true for each that applied. Of two writes
   * of one order only the first is sent; the other finds the order booked when it reads again.
   */
  private async writeGuarded(writes: readonly GuardedWrite[]): Promise<boolean[]> {
    const batch = firstOfEachKey(writes, (write) => write.state.orderNo);
    let change = guardedBookedStates(batch);
    const along = answersAlong(
      batch.map((w) => w.answer),
      change.params.length + 1,
      change.guard,
    );
    if (along) change = { ...change, ctes: [...change.ctes, along.cte], params: [...change.params, ...along.params] };
    const recorded = await this.outbox.recordGuardedEach(
      batch.map((w) => w.event),
      change,
    );
    const applied = new Set(batch.filter((_, k) => recorded[k]));
    return writes.map((write) => applied.has(write));
  }

  private bookedStateOf(
    order: Order,
    consignment: Readonly<Pick<Consignment, 'id'>>,
    prepared: Extract<PreparedBooking, { ok: true }>,
    consignmentNo: string,
    now: Date,
  ): BookedState {
    const document: ConsignmentDocument = { ...prepared.document, orderNo: order.orderNo, consignmentId: consignment.id, consignmentNo };
    return { orderNo: order.orderNo, consignmentId: consignment.id, consignmentNo, document, price: prepared.price, bookedAt: now };
  }
}

/** A booking's write on its way into a shared statement, with what its request prepared for it. */
interface GuardedWrite {
  state: BookedState;
  versions: RowVersions;
  event: PreparedEvent;
  answer: PendingAnswer | undefined;
}

export interface Committed {
  consignmentNo: string;
  document: ConsignmentDocument;
}

/** OrderBooked: what billing needs of a booking, and the consignee's notice address for the mailer. */
function orderBookedEvent(
  principal: Principal,
  customerId: number,
  { orderNo, consignmentId, consignmentNo, price, bookedAt, document }: BookedState,
) {
  const consignee = partOf(document, 'consignee');
  return {
    orderNo,
    customerId: String(customerId),
    consignmentId,
    consignmentNo,
    supplierId: price.supplierId,
    templateName: price.templateName,
    priceOre: String(price.priceOre),
    currency: price.currency,
    insured: price.insured,
    goodsValueOre: String(price.goodsValueOre ?? 0),
    insurancePriceOre: String(price.insurancePriceOre ?? 0),
    consigneeType: price.consigneeType,
    bookedAt: bookedAt.toISOString(),
    bookedBy: String(principal.userId),
    consigneeName: consignee?.address?.name ?? '',
    consigneeEmail: consignee?.communication?.email?.value ?? '',
    consigneeEmailNotify: consignee?.communication?.email?.notify === true,
    consigneeCountry: consignee?.address?.countrycode ?? '',
    consigneeCity: consignee?.address?.city ?? '',
    consignorName: partOf(document, 'consignor')?.address?.name ?? '',
    ...(price.deliveryMaxDays > 0 && { deliveryMaxDays: price.deliveryMaxDays }),
    ...(price.emission && {
      co2eGrams: String(price.emission.co2eGrams),
      emissionKgKm: String(price.emission.kgKm),
      emissionMode: price.emission.mode,
    }),
  };
}
