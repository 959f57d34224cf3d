import { BUSINESS_TIME_ZONE, findCarrier } from '@freight/reference-data';
import { addDays, stockholmDay } from '../format/calendarMonth';
import { formatOre, toOre } from '../format/money';
import type { OrderDetail } from '../shipment/fromOrder';

/** Booking dates and the date filter are Swedish business days (the server reads from/to the same way). */
export const TIME_ZONE = BUSINESS_TIME_ZONE;
export const DEFAULT_RANGE_DAYS = 30;
export const PAGE_SIZES = [10, 25, 50, 100];

/** An order of the booked list (spec 3, Order; amounts come as decimal strings), read as far as it is there. */
export type BookedOrder = OrderDetail;
type Address = NonNullable<NonNullable<BookedOrder['consignment']>['part']>[number]['address'];

/** A row of the list: react-admin needs an id; sortable values are precomputed. */
export interface BookedRow {
  id: string;
  orderNo: string;
  consignmentNo: string;
  dateBooked: string;
  from: string;
  to: string;
  /** The receiver's country: a row leaving the EU links its customs document. */
  toCountry: string;
  /** The consignment's id, for the screens that take it (customs). */
  consignmentId: string;
  carrier: string;
  /** The carrier's code, for the message and newsletter forms; null when the order names none. */
  carrierCode: number | null;
  templateName: string;
  /** Excl. VAT in öre, as the server priced the order; NaN when it has none. */
  price: number;
  currency: string;
  status: OrderStatus;
}

export type StatusKey = 'booked' | 'printed' | 'PICKUP' | 'IN_TRANSIT' | 'DELIVERED';
/** Either the server's label or one of ours (key under "status."); none: no status. */
export type OrderStatus = { label: string } | { key: StatusKey } | null;

const CARRIER_STATUSES: Record<string, StatusKey> = {
  PICKUP: 'PICKUP',
  IN_TRANSIT: 'IN_TRANSIT',
  DELIVERED: 'DELIVERED',
};

/**
 * Spec 4: booked and CONFIRMED show "Bokad", printed "Utskriven", then the carrier's PICKUP,
 * IN_TRANSIT and DELIVERED; any other carrier value shows no status. A carrier status past
 * CONFIRMED outranks printing (it happens later); CONFIRMED only says what "booked" says, so
 * printing outranks it. The server's own label (its rules are the same), when sent, wins: it is
 * already in the caller's language.
 */
export const orderStatus = (order: BookedOrder): OrderStatus => {
  // The server answers "" for no status: that is an answer too, not a missing label.
  if (typeof order.statusLabel === 'string') {
    const label = order.statusLabel.trim();
    return label ? { label } : null;
  }
  const statusName = (order.statusName ?? '').trim().toUpperCase();
  if (CARRIER_STATUSES[statusName]) return { key: CARRIER_STATUSES[statusName] };
  if (statusName && statusName !== 'CONFIRMED') return null;
  if (order.printed === true) return { key: 'printed' };
  if (statusName === 'CONFIRMED' || order.dateBooked) return { key: 'booked' };
  return null;
};

export interface DateRange {
  from: string;
  to: string;
}

/** The last 30 days up to and including today, in Stockholm. */
export const defaultDateRange = (now: Date, days = DEFAULT_RANGE_DAYS): DateRange => {
  const to = stockholmDay(now);
  return { from: addDays(to, -days), to };
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both days given, real days, from not after to: what the server accepts. */
export const isValidRange = ({ from, to }: DateRange) =>
  ISO_DAY.test(from) && ISO_DAY.test(to) && addDays(from, 0) === from && addDays(to, 0) === to && from <= to;

/** Spec 9 and issue 20: the console's one money formatter; nothing for an order without a price. */
export const formatPrice = (priceOre: number, currency: string, language: string) =>
  Number.isFinite(priceOre) ? formatOre(priceOre, language, currency) : '';

const place = (address: Address | undefined) =>
  address ? [address.name, [address.postcode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

export const toBookedRow = (order: BookedOrder): BookedRow => {
  const parts = order.consignment?.part ?? [];
  return {
    id: order.orderNo,
    orderNo: order.orderNo,
    consignmentNo: order.consignmentNo ?? '',
    dateBooked: order.dateBooked ?? '',
    from: place(parts[0]?.address),
    to: place(parts[1]?.address),
    toCountry: parts[1]?.address?.countrycode ?? '',
    consignmentId: order.consignment?.consignmentId ?? '',
    carrier: typeof order.supplierId === 'number' ? (findCarrier(order.supplierId)?.name ?? '') : '',
    carrierCode: typeof order.supplierId === 'number' ? order.supplierId : null,
    templateName: order.templateName ?? '',
    price: toOre(order.calculatedPrice) ?? NaN,
    currency: order.calculatedCurrency ?? '',
    status: orderStatus(order),
  };
};
