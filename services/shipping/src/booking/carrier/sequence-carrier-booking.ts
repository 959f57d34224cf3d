import { Injectable } from '@nestjs/common';
import { preparedSql, runPrepared, TransactionHost } from '@freight/kernel';
import type { ConsignmentDocument } from '../../consignments/consignment-document';
import type { OrderEntity } from '../../orders/order.entity';
import { CARRIER_NUMBER_BLOCK } from '../database/booking.migrations';
import { CarrierBooking, CarrierBookingResult } from './carrier-booking.port';
import { waybillNumber } from './waybill-number';

const NEXT_BLOCK = preparedSql(`SELECT nextval('carrier_consignment_no')::text AS value`);

/**
 * Hands out the numbers of reserved blocks: the sequence's INCREMENT BY is the block size, so nextval
 * reserves [value, value + size) for this process alone. Concurrent callers share one refill.
 */
export class NumberBlocks {
  private next = 0n;
  private end = 0n;
  private refill?: Promise<void>;

  constructor(
    private readonly size: number,
    private readonly reserve: () => Promise<bigint>,
  ) {}

  async take(): Promise<bigint> {
    while (this.next >= this.end) {
      this.refill ??= this.reserve()
        .then((start) => {
          this.next = start;
          this.end = start + BigInt(this.size);
        })
        .finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.next++;
  }
}

/**
 * The default carrier edge: no carrier is called; the consignment number comes from one PostgreSQL
 * sequence for every carrier, a block of numbers at a time. A sequence, not max()+1: concurrent bookings
 * never wait on each other for a number and never get the same one, across processes too; a booking that
 * does not go through, or a process that stops mid-block, leaves a gap, which is harmless.
 */
@Injectable()
export class SequenceCarrierBooking extends CarrierBooking {
  private readonly numbers: NumberBlocks;

  constructor(tx: TransactionHost) {
    super();
    // On the pool, outside any transaction: a sequence is not transactional, and a booking's transaction
    // need not carry the reservation.
    this.numbers = new NumberBlocks(CARRIER_NUMBER_BLOCK, async () => {
      const [row] = await runPrepared<{ value: string }>(tx.dataSource, NEXT_BLOCK, []);
      return BigInt(row.value);
    });
  }

  async book(_order: Readonly<OrderEntity>, _consignment: Readonly<ConsignmentDocument>): Promise<CarrierBookingResult> {
    return { consignmentNo: waybillNumber(await this.numbers.take()) };
  }
}
