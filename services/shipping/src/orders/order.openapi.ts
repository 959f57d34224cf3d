import { arrayOf, bool, dateTime, decimal, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import type { StatusHistoryEntry } from '../carrier-status';
import type { CarrierBookingView } from '../carriers';
import { CONSIGNMENT_SCHEMA } from '../consignments/consignment.openapi';
import type { OrderResponse } from './order.response';

const STATUS_HISTORY_ENTRY = objectOf<StatusHistoryEntry>({
  status: { ...str, description: "The carrier's word as received" },
  label: { ...str, description: "In the caller's language; empty for a word the portal does not know" },
  occurredAt: dateTime,
  receivedAt: dateTime,
  location: str,
  description: str,
});

const CARRIER_BOOKING = objectOf<CarrierBookingView>({
  state: { ...str, enum: ['waiting', 'confirmed', 'refused'] },
  carrierShipmentId: nullable(str),
  trackingNumbers: arrayOf(str),
  refusal: nullable(
    objectOf<NonNullable<CarrierBookingView['refusal']>>({
      code: str,
      message: { ...str, description: "Our reason in the caller's language, with the carrier's text" },
      carrierCode: str,
      carrierText: { ...str, description: "The carrier's own text, as it came" },
    }),
  ),
  pickup: nullable(
    objectOf<NonNullable<CarrierBookingView['pickup']>>({
      state: { ...str, enum: ['pending', 'confirmed', 'refused', 'cancelled'] },
      confirmationNo: { ...nullable(str), description: "The carrier's confirmation number (UPS: the PRN)" },
      carrierText: { ...nullable(str), description: "Refused: the carrier's own code and text" },
    }),
  ),
});

/** The spec's Order (section 3) as toOrderResponse builds it: amounts in SEK with two decimals, instants in UTC. */
export const ORDER_SCHEMA = namedSchema(
  'Order',
  objectOf<OrderResponse>(
    {
      orderNo: str,
      custId: int,
      supplierId: nullable(int),
      priceSupplier: nullable(int),
      consignmentId: str,
      consignmentNo: nullable(str),
      templateName: nullable(str),
      consigneeType: str,
      calculatedPrice: { ...nullable(decimal), description: "Excl. VAT, at the customer's price list; null when it cannot be priced" },
      calculatedCurrency: nullable(str),
      senderOrderRef: nullable(str),
      dateBooked: nullable(dateTime),
      printed: bool,
      noPickup: bool,
      insured: bool,
      goodsValue: nullable(decimal),
      insurancePrice: nullable(decimal),
      statusCategory: nullable(str),
      statusName: nullable(str),
      statusUpdated: nullable(dateTime),
      statusLabel: {
        ...str,
        description: "Bokad, Utskriven, Upphämtad ... in the caller's language; empty when the carrier's word is unknown",
      },
      statusHistory: { ...arrayOf(STATUS_HISTORY_ENTRY), description: 'GET /order/{orderNo} only: every carrier report, oldest first' },
      carrierBooking: {
        ...nullable(CARRIER_BOOKING),
        description: 'GET /order/{orderNo} only: the booking at its carrier; null unbooked or booked before transmissions existed',
      },
      datePrinted: nullable(dateTime),
      datePlaced: dateTime,
      consignment: nullable(CONSIGNMENT_SCHEMA),
    },
    ['statusHistory', 'carrierBooking'],
  ),
);
