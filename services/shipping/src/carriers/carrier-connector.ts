import type { CarrierBooked, CarrierPickup, CarrierShipment } from './carrier-shipment';

/**
 * One carrier's API: its client (the only code that does HTTP) behind its mapper. Throws CarrierRefused for a
 * definite no and CarrierUnavailable for anything worth trying again; `signal` ends a call that ran out of time.
 */
export interface CarrierConnector {
  /** Label of the carrier in metrics and logs: `ups`, `postnord`, `local`. */
  readonly name: string;
  /**
   * False for a carrier with no look-up by reference: after an unknown outcome its transmission is held for a
   * person to check (never booked again blindly). Absent means true.
   */
  readonly canLookUp?: boolean;
  book(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked>;
  /** The carrier's shipment made earlier for this shipment's reference, or null (before booking again after an unknown outcome). */
  findByReference(shipment: CarrierShipment, signal: AbortSignal): Promise<CarrierBooked | null>;
  /** Voids the shipment at the carrier (for carriers without a void: nothing to do there). */
  cancel(carrierShipmentId: string, signal: AbortSignal): Promise<void>;
  /** Books the pickup of a booked shipment; the carrier's confirmation number. Absent: the carrier takes no pickup bookings here. */
  bookPickup?(pickup: CarrierPickup, signal: AbortSignal): Promise<string>;
  /** Cancels a booked pickup by its confirmation number. */
  cancelPickup?(confirmationNo: string, signal: AbortSignal): Promise<void>;
}
