import type { ConsignmentDocument } from '../../consignments/consignment-document';
import type { OrderEntity } from '../../orders/order.entity';

export interface CarrierBookingResult {
  /** The carrier's consignment (waybill) number; carrier status reports name it. */
  consignmentNo: string;
}

/**
 * Booking at the carrier: the outer edge of booking. Called inside the booking's transaction, with the
 * order and consignment rows locked, after every rule passed; a throw rolls the booking back.
 * An implementation that calls a carrier over the network must make the call safe to repeat (the
 * carrier's own idempotency reference, e.g. the order number), since the transaction may still roll back
 * after the carrier said yes.
 */
export abstract class CarrierBooking {
  abstract book(order: Readonly<OrderEntity>, consignment: Readonly<ConsignmentDocument>): Promise<CarrierBookingResult>;
}
