import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import type { OrderEntity } from '../../orders/database/order.entity';

export interface CarrierBookingResult {
  /** The carrier's consignment (waybill) number; carrier status reports name it. */
  consignmentNo: string;
}

/**
 * Booking at the carrier: the outer edge of booking, called once every rule passed and before the
 * booking is written. PUT /order/book/ holds no row lock meanwhile (its write applies only if the order
 * and consignment are still as it read them); PUT /consignment/book/ calls it inside its transaction.
 * An implementation that calls a carrier over the network must make the call safe to repeat (the
 * carrier's own idempotency reference, e.g. the order number), since the booking may still not be
 * written after the carrier said yes: a concurrent change or a rollback.
 */
export abstract class CarrierBooking {
  abstract book(order: Readonly<OrderEntity>, consignment: Readonly<ConsignmentDocument>): Promise<CarrierBookingResult>;
}
