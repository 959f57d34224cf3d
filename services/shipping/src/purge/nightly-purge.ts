import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { IdempotencyStore } from '@freight/idempotency';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick, Outbox } from '@freight/messaging';
import { BUSINESS_TIME_ZONE } from '../shared/stockholm-time';

/** 03:30 Stockholm happens exactly once every night; 02:00–02:59 is skipped in March and happens twice in October. */
export const PURGE_CRON = '30 3 * * *';
export const PURGE_BATCH_SIZE = 500;
const LOCK_KEY = 'frakt-shipping-nightly-purge';

export interface PurgeResult {
  /** False when another replica held the purge lock: this run did nothing. */
  ran: boolean;
  /** The Stockholm business date of the run; what was placed before it went. */
  purgeDate: string;
  orders: number;
  /** Unbooked consignments without an order: made only to be priced, or saved and never put in the send list. */
  consignmentsWithoutOrder: number;
  /** Idempotency keys past their 24 hours. */
  idempotencyKeys: number;
}

interface PurgedOrder {
  order_no: string;
  customer_id: number;
  consignment_id: string;
}

/**
 * The spec's nightly wipe of the send list (section 4): every unbooked order placed before today's
 * Stockholm date goes with its consignment (OrderPurged each), and so do unbooked consignments without
 * an order; idempotency keys past their 24 hours go too. Every replica schedules it; a session advisory lock lets one of them work.
 */
@Injectable()
export class NightlyPurge {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly idempotency: IdempotencyStore,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  @Cron(PURGE_CRON, { name: 'shipping-nightly-purge', timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      if (!(await claimSlotOfTick(this.tx, 'shipping-nightly-purge', at))) return;
      const result = await this.run(at);
      if (result.ran) this.logger.info(result, 'nightly purge done');
    } catch (error) {
      // Next night tries again; whatever was purged before the failure stays purged (each batch commits).
      this.logger.error({ err: error }, 'nightly purge failed');
    }
  }

  /** One purge as of `now` (tests pass their own instant). */
  async run(now: Date = new Date()): Promise<PurgeResult> {
    // A dedicated connection: a session lock outlives the batches' own transactions, and ends with the session if this process dies.
    const runner = this.tx.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked, purge_date: purgeDate, cutoff }]: { locked: boolean; purge_date: string; cutoff: Date }[] = await runner.query(
        `SELECT pg_try_advisory_lock(hashtext($1)) AS locked,
                to_char(($2::timestamptz AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date, 'YYYY-MM-DD') AS purge_date,
                (($2::timestamptz AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}') AS cutoff`,
        [LOCK_KEY, now],
      );
      if (!locked) return { ran: false, purgeDate, orders: 0, consignmentsWithoutOrder: 0, idempotencyKeys: 0 };
      try {
        const orders = await this.purgeOrders(cutoff, purgeDate);
        const consignmentsWithoutOrder = await this.purgeConsignmentsWithoutOrder(cutoff);
        const idempotencyKeys = await this.idempotency.purgeExpired(now);
        return { ran: true, purgeDate, orders, consignmentsWithoutOrder, idempotencyKeys };
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private async purgeOrders(cutoff: Date, purgeDate: string): Promise<number> {
    let total = 0;
    for (;;) {
      const purged = await this.tx.run(async (manager) => {
        // SKIP LOCKED: an order being booked right now is left alone tonight. A consignment with a number is
        // booked whatever its order says (booking sets the number first), so it is never purged.
        // TypeORM answers a DELETE with [rows, count].
        const [rows]: [PurgedOrder[], number] = await manager.query(
          `DELETE FROM orders o USING (
             SELECT o2.order_no FROM orders o2 JOIN consignments c ON c.id = o2.consignment_id
              WHERE o2.date_booked IS NULL AND o2.date_placed < $1 AND c.consignment_no IS NULL
              ORDER BY o2.date_placed LIMIT $2 FOR UPDATE OF o2, c SKIP LOCKED) doomed
           WHERE o.order_no = doomed.order_no
           RETURNING o.order_no, o.customer_id, o.consignment_id`,
          [cutoff, PURGE_BATCH_SIZE],
        );
        if (!rows.length) return 0;
        await manager.query('DELETE FROM consignments WHERE id = ANY($1::uuid[]) AND consignment_no IS NULL', [
          rows.map((r) => r.consignment_id),
        ]);
        for (const row of rows) {
          await this.outbox.record('OrderPurged', row.order_no, {
            orderNo: row.order_no,
            customerId: String(row.customer_id),
            consignmentId: row.consignment_id,
            purgeDate,
          });
        }
        return rows.length;
      });
      total += purged;
      if (purged < PURGE_BATCH_SIZE) return total;
    }
  }

  private async purgeConsignmentsWithoutOrder(cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const purged = await this.tx.run(async (manager) => {
        // Unbooked is wiped every night (spec section 4), whether it was made to be priced or saved and left
        // without an order; one with an order is the send list's business (above).
        const [, count]: [unknown[], number] = await manager.query(
          `DELETE FROM consignments WHERE id IN (
             SELECT c.id FROM consignments c
              WHERE c.consignment_no IS NULL AND c.created_at < $1
                AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.consignment_id = c.id)
              LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING id`,
          [cutoff, PURGE_BATCH_SIZE],
        );
        return count;
      });
      total += purged;
      if (purged < PURGE_BATCH_SIZE) return total;
    }
  }
}
