import { Injectable } from '@nestjs/common';
import { preparedSql, runPrepared, SingleFlight, TransactionHost } from '@freight/kernel';
import { CARRIER_NUMBER_BLOCK } from '../database/booking.migrations';
import { waybillNumber } from './waybill-number';

const NEXT_BLOCK = preparedSql(`SELECT nextval('carrier_consignment_no')::text AS value`);

/**
 * Hands out the numbers of reserved blocks: the sequence's INCREMENT BY is the block size, so nextval
 * reserves [value, value + size) for this process alone. Refills are a SingleFlight: shared by callers
 * without a connection, done on its own connection by a caller in a transaction.
 */
export class NumberBlocks {
  private next = 0n;
  private end = 0n;
  private readonly spare: bigint[] = [];
  private readonly refill: SingleFlight<void>;

  constructor(
    private readonly size: number,
    reserve: () => Promise<bigint>,
  ) {
    this.refill = new SingleFlight(async () => this.adopt(await reserve()));
  }

  async take(holdsConnection = false): Promise<bigint> {
    while (this.next >= this.end) {
      const start = this.spare.shift();
      if (start !== undefined) this.use(start);
      else await this.refill.run(holdsConnection);
    }
    return this.next++;
  }

  /** A block reserved while another still has numbers waits its turn: no number is skipped. */
  private adopt(start: bigint): void {
    if (this.next < this.end) this.spare.push(start);
    else this.use(start);
  }

  private use(start: bigint): void {
    this.next = start;
    this.end = start + BigInt(this.size);
  }
}

/**
 * The portal's consignment (waybill) numbers: one PostgreSQL sequence for every carrier, a block of numbers at a
 * time. The number is the booking's reference at its carrier too (the carrier's own ids are kept beside it on
 * the transmission), so it is known before the carrier answers. A sequence, not max()+1: concurrent bookings
 * never wait on each other for a number and never get the same one, across processes too; a booking that
 * does not go through, or a process that stops mid-block, leaves a gap, which is harmless.
 */
@Injectable()
export class ConsignmentNumbers {
  private readonly numbers: NumberBlocks;

  constructor(private readonly tx: TransactionHost) {
    // On the caller's transaction when there is one: a booking holding a pool connection must never wait
    // for a second one (with every connection held that way, the refill would wait for ever). A sequence
    // is not transactional, so a rolled-back booking only leaves a gap.
    this.numbers = new NumberBlocks(CARRIER_NUMBER_BLOCK, async () => {
      const [row] = await runPrepared<{ value: string }>(tx.manager, NEXT_BLOCK, []);
      return BigInt(row.value);
    });
  }

  async next(): Promise<string> {
    return waybillNumber(await this.numbers.take(this.tx.inTransaction));
  }
}
