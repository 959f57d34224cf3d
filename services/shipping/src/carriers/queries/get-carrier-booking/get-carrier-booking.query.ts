import type { Language } from '@freight/kernel';

/** The booking at its carrier as GET /order/{orderNo} shows it. */
export interface CarrierBookingView {
  state: 'waiting' | 'confirmed' | 'refused';
  /** The carrier's shipment id (UPS: the first package's 1Z number; PostNord: its shipment id). */
  carrierShipmentId: string | null;
  trackingNumbers: string[];
  /** Refused: our reason in the caller's language, with the carrier's own code and text. */
  refusal: { code: string; message: string; carrierCode: string; carrierText: string } | null;
  /** The pickup booked at the carrier: null when none is (no pickup wanted, or a carrier that takes no pickup bookings). */
  pickup: { state: 'pending' | 'confirmed' | 'refused' | 'cancelled'; confirmationNo: string | null; carrierText: string | null } | null;
}

/** Read by GET /order/{orderNo}: null for an order without a transmission (unbooked, or booked before transmissions). */
export class GetCarrierBookingQuery {
  constructor(
    readonly orderNo: string,
    readonly language: Language,
  ) {}
}
