import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import type { ConsignmentDocument } from '../../consignments/consignment-document';
import type { OrderEntity } from '../../orders/order.entity';
import { CarrierBooking, CarrierBookingResult } from './carrier-booking.port';
import { waybillNumber } from './waybill-number';

/**
 * The default carrier edge: no carrier is called; the consignment number comes from one PostgreSQL
 * sequence for every carrier. A sequence, not max()+1: concurrent bookings never wait on each other
 * for a number and never get the same one; a rolled-back booking leaves a gap, which is harmless.
 */
@Injectable()
export class SequenceCarrierBooking extends CarrierBooking {
  constructor(private readonly tx: TransactionHost) {
    super();
  }

  async book(_order: Readonly<OrderEntity>, _consignment: Readonly<ConsignmentDocument>): Promise<CarrierBookingResult> {
    const [row] = (await this.tx.manager.query(`SELECT nextval('carrier_consignment_no')::text AS value`)) as { value: string }[];
    return { consignmentNo: waybillNumber(row.value) };
  }
}
