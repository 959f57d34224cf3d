import { CarrierBooking } from './carrier-booking.port';
import { ConnectorCarrierBooking } from './carrier-connectors';
import { CreateCarrierTransmissions1780000000700 } from './database/transmission.migrations';
import { CancelOrders1780000000710 } from './database/cancellation.migrations';
import { CarrierRefusals1780000000720 } from './database/refusal.migrations';
import { CarrierPickups1780000000730 } from './database/pickup.migrations';
import { GetCarrierBookingHandler } from './queries/get-carrier-booking/get-carrier-booking.handler';
import { CarrierTransmitter } from './transmission/carrier-transmitter';

/**
 * The carrier edge (connectors, simulators, the transmission of bookings) for the shipping module's wiring.
 * Its migration runs after booking's: the transmission table refers to orders.
 */
export const carrierMigrations = [
  CreateCarrierTransmissions1780000000700,
  CancelOrders1780000000710,
  CarrierRefusals1780000000720,
  CarrierPickups1780000000730,
];
export const carrierProviders = [
  ConnectorCarrierBooking,
  { provide: CarrierBooking, useExisting: ConnectorCarrierBooking },
  CarrierTransmitter,
  GetCarrierBookingHandler,
];
export { CarrierTransmitter } from './transmission/carrier-transmitter';
export type { TransmissionOutcome } from './transmission/carrier-transmitter';
export { GetCarrierBookingQuery } from './queries/get-carrier-booking/get-carrier-booking.query';
export type { CarrierBookingView } from './queries/get-carrier-booking/get-carrier-booking.query';

export { CarrierBooking } from './carrier-booking.port';
export { ConnectorCarrierBooking, CARRIER_CODES } from './carrier-connectors';
export { CarrierRefused, CarrierUnavailable } from './carrier-errors';
export type { CarrierReasonCode } from './carrier-errors';
export { toCarrierShipment, IncompleteShipmentError } from './carrier-shipment';
export type { CarrierBooked, CarrierLabel, CarrierShipment } from './carrier-shipment';
export { trackPendingTransmissions } from './carrier.metrics';
