import type { ConsignmentDocument } from '../consignments/domain/consignment-document';
import { presentConsignment } from '../consignments/domain/present-consignment';
import type { OrderEntity } from './database/order.entity';
import { amount } from '../shared/wire-format';
import { requestContext } from '@freight/kernel';
import { orderStatusLabel, statusLabelText, type StatusHistoryEntry } from '../carrier-status';
import type { CarrierBookingView } from '../carriers';

/** The spec's Order (section 3). Amounts as decimal strings with two decimals (SEK), instants in UTC (ISO 8601). */
export interface OrderResponse {
  orderNo: string;
  custId: number;
  supplierId: number | null;
  priceSupplier: number | null;
  consignmentId: string;
  consignmentNo: string | null;
  templateName: string | null;
  consigneeType: string;
  /** Excluding VAT, at the customer's price list, from the pricing engine; null when the consignment cannot be priced. */
  calculatedPrice: string | null;
  calculatedCurrency: string | null;
  senderOrderRef: string | null;
  dateBooked: string | null;
  printed: boolean;
  noPickup: boolean;
  insured: boolean;
  goodsValue: string | null;
  insurancePrice: string | null;
  statusCategory: string | null;
  statusName: string | null;
  statusUpdated: string | null;
  /** Bokad, Utskriven, Upphämtad ... in the caller's language; empty when the carrier's word is unknown (spec section 4). */
  statusLabel: string;
  /** GET /order/{orderNo} only: every carrier report, oldest first. */
  statusHistory?: StatusHistoryEntry[];
  /** GET /order/{orderNo} only: the booking at its carrier (null unbooked, or booked before transmissions existed). */
  carrierBooking?: CarrierBookingView | null;
  datePrinted: string | null;
  datePlaced: string;
  consignment: ConsignmentDocument | null;
}

/** Öre (bigint text or number) as "1234.50". */
export const oreToDecimal = (ore: string | number | null): string | null => (ore === null || ore === undefined ? null : amount(ore));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrderResponse(
  order: OrderEntity,
  consignment: { document: ConsignmentDocument; consignmentNo: string | null } | null,
): OrderResponse {
  return {
    orderNo: order.orderNo,
    custId: order.customerId,
    supplierId: order.supplierId,
    priceSupplier: order.priceSupplier,
    consignmentId: order.consignmentId,
    consignmentNo: consignment?.consignmentNo ?? null,
    templateName: order.templateName,
    consigneeType: order.consigneeType,
    calculatedPrice: oreToDecimal(order.calculatedPriceOre),
    calculatedCurrency: order.calculatedCurrency,
    senderOrderRef: order.senderOrderRef,
    dateBooked: iso(order.dateBooked),
    printed: order.printed,
    noPickup: order.noPickup,
    insured: order.insured,
    goodsValue: oreToDecimal(order.goodsValueOre),
    insurancePrice: oreToDecimal(order.insurancePriceOre),
    statusCategory: order.statusCategory,
    statusName: order.statusName,
    statusUpdated: iso(order.statusUpdated),
    statusLabel: statusLabelText(
      orderStatusLabel({
        booked: order.dateBooked !== null,
        printed: order.printed,
        statusName: order.statusName,
        carrierState: order.carrierState,
      }),
      requestContext.language(),
    ),
    datePrinted: iso(order.datePrinted),
    datePlaced: order.datePlaced.toISOString(),
    consignment: consignment
      ? presentConsignment({
          ...consignment.document,
          orderNo: order.orderNo,
          consignmentId: order.consignmentId,
          consignmentNo: consignment.consignmentNo,
        })
      : null,
  };
}
