import { Language, translate } from '@freight/kernel/domain';
import { knownCarrierStatus, KnownCarrierStatus } from './carrier-status';
import { ExceptionReason, portalStatusOf } from './carrier-status-codes';

/** Catalogue codes of the order status labels; null means "no status" and is shown as an empty text. */
export type StatusLabelCode =
  | 'STATUS.NOT_BOOKED'
  | 'STATUS.BOOKED'
  | 'STATUS.PRINTED'
  | 'STATUS.PICKED_UP'
  | 'STATUS.IN_TRANSIT'
  | 'STATUS.DELIVERED'
  | 'STATUS.AWAITING_CARRIER'
  | 'STATUS.CARRIER_REFUSED'
  | 'STATUS.CANCELLED'
  | 'STATUS.OUT_FOR_DELIVERY'
  | 'STATUS.READY_FOR_PICKUP'
  | 'STATUS.DELIVERY_ATTEMPTED'
  | 'STATUS.RETURNED'
  | 'STATUS.EXCEPTION';

export type StatusReasonCode = `STATUS_REASON.${ExceptionReason}`;

const carrierLabels: Record<KnownCarrierStatus, StatusLabelCode> = {
  CONFIRMED: 'STATUS.BOOKED',
  PICKUP: 'STATUS.PICKED_UP',
  IN_TRANSIT: 'STATUS.IN_TRANSIT',
  DELIVERED: 'STATUS.DELIVERED',
  OUT_FOR_DELIVERY: 'STATUS.OUT_FOR_DELIVERY',
  READY_FOR_PICKUP: 'STATUS.READY_FOR_PICKUP',
  DELIVERY_ATTEMPTED: 'STATUS.DELIVERY_ATTEMPTED',
  RETURNED: 'STATUS.RETURNED',
  EXCEPTION: 'STATUS.EXCEPTION',
  // A carrier's own cancellation reads as the customer's: the consignment will not travel either way.
  CANCELLED: 'STATUS.CANCELLED',
};

/** What the label is decided from: the order's booking, printing and current carrier status (null when none came yet). */
export interface OrderStatusFacts {
  booked: boolean;
  printed: boolean;
  statusName: string | null;
  /** The booking at its carrier (booking/transmission): waiting, confirmed, refused; null before transmissions existed. */
  carrierState?: 'waiting' | 'confirmed' | 'refused' | 'cancelled' | null;
}

/**
 * The spec's label (section 4). Precedence, strongest first:
 * 1. not booked: "Ej bokad" (whatever else the row says; a carrier cannot move what was never booked), but a
 *    send-list entry made from a refused booking says "Avvisad av transportör" until it is booked again;
 *    cancelled by its customer: "Avbokad"; refused by the carrier: "Avvisad av transportör" (it will not carry
 *    it, whatever else was printed);
 * 2. a carrier status past CONFIRMED (PICKUP, IN_TRANSIT, DELIVERED): the goods have left, so the
 *    waybill having been printed is old news;
 * 3. a status word we do not know, or an empty one: no status (the spec's rule for "any other or empty value");
 * 4. still waiting for the carrier's answer: "Väntar på transportör";
 *    printed: "Utskriven", since printing happens after the carrier confirmed the booking;
 * 5. booked, with CONFIRMED or no carrier status yet: "Bokad".
 */
export function orderStatusLabel({ booked, printed, statusName, carrierState }: OrderStatusFacts): StatusLabelCode | null {
  if (!booked) return carrierState === 'refused' ? 'STATUS.CARRIER_REFUSED' : 'STATUS.NOT_BOOKED';
  if (carrierState === 'cancelled') return 'STATUS.CANCELLED';
  if (carrierState === 'refused') return 'STATUS.CARRIER_REFUSED';
  if (statusName !== null) {
    const known = knownCarrierStatus(statusName);
    if (!known) return null;
    if (known !== 'CONFIRMED') return carrierLabels[known];
  }
  if (carrierState === 'waiting') return 'STATUS.AWAITING_CARRIER';
  return printed ? 'STATUS.PRINTED' : 'STATUS.BOOKED';
}

/**
 * The label of one carrier report in a status history: its own word only, no order facts. With the carrier's
 * code, the carrier's own codes are read through its table too.
 */
export function carrierStatusLabel(status: string, carrierCode = 0): StatusLabelCode | null {
  const known = portalStatusOf(carrierCode, status);
  return known ? carrierLabels[known.status] : null;
}

/** Why the report is an exception (its label code), or null for any other report. */
export function carrierStatusReason(status: string, carrierCode = 0): StatusReasonCode | null {
  const reason = portalStatusOf(carrierCode, status)?.reason;
  return reason ? `STATUS_REASON.${reason}` : null;
}

export function statusLabelText(code: StatusLabelCode | StatusReasonCode | null, language: Language): string {
  return code ? translate(code, language) : '';
}
