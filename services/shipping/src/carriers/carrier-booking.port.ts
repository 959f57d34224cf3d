import type { CarrierBooked, CarrierPickup, CarrierShipment } from './carrier-shipment';

/**
 * Booking at the carrier: the outer edge of booking. Called by the transmission (booking/transmission) after
 * the booking and its transmission row are written, never before, so the carrier never hears of a booking
 * the portal does not keep. Throws CarrierRefused (a definite no) or CarrierUnavailable (try again later).
 * `lookupFirst`: an earlier attempt's outcome is unknown (time-out, 5xx), so the carrier is asked for a
 * shipment under the same reference before one is made again: a shipment is never made twice.
 */
export abstract class CarrierBooking {
  abstract book(shipment: CarrierShipment, options: { lookupFirst: boolean }): Promise<CarrierBooked>;
  /** Voids a carrier's shipment (nothing to do for carriers without a void), under the customer's agreement when it has one. */
  abstract cancel(carrierCode: number, carrierShipmentId: string, customerId?: number): Promise<void>;
  /** Whether pickups are booked at this carrier (else the carrier collects by its own arrangement). */
  abstract picksUp(carrierCode: number): boolean;
  /** Books a booked shipment's pickup at its carrier, under the customer's agreement when it has one: the confirmation number. */
  abstract bookPickup(pickup: CarrierPickup, customerId?: number): Promise<string>;
  /** Cancels a booked pickup at its carrier. */
  abstract cancelPickup(carrierCode: number, confirmationNo: string, customerId?: number): Promise<void>;
  /** The label of the carrier's connector in metrics (`ups`, `postnord`, `local`). */
  abstract connectorName(carrierCode: number): string;
  /** Whether the carrier can find a shipment by our reference (else an unknown outcome is held, never booked again blindly). */
  abstract canLookUp(carrierCode: number): boolean;
}
