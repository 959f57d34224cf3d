import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { EntityManager } from 'typeorm';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { RETENTION_CRON, ServiceRetention } from '@freight/messaging';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export const BILLING_RETENTION_JOB = 'billing-retention';
/** Bokföringslagen 7 kap. 2 §: räkenskapsinformation is kept seven years after the end of its fiscal year (the calendar year here). */
export const BOOKKEEPING_YEARS = 7;

/** 1 January of the year whose bills may go: bills dated before it ended their seventh year by the end of last year. */
export function bookkeepingCutoff(now: Date): Date {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' }).format(now));
  return new Date(Date.UTC(year - BOOKKEEPING_YEARS, 0, 1));
}

/**
 * Bills go with their lines, search rows and payments once seven fiscal years have passed after their bill date's
 * year; a bill that a still kept credit invoice names stays until that credit goes too. Unbilled lines stay (they are
 * still to be invoiced).
 */
@Injectable()
export class BillingRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger) {
    super(tx, logger, BILLING_RETENTION_JOB, [
      {
        name: 'bills',
        cutoff: bookkeepingCutoff,
        batch: async (manager: EntityManager, cutoff: Date, limit: number) => {
          // A bill a credit invoice names waits for that credit to go (a later batch, or the next night).
          const doomed: { id: string }[] = await manager.query(
            `SELECT b.id FROM bills b
              WHERE b.bill_date < $1
                AND NOT EXISTS (SELECT 1 FROM bills c WHERE c.credits_bill_id = b.id)
              ORDER BY b.bill_date, b.id LIMIT $2 FOR UPDATE SKIP LOCKED`,
            [cutoff, limit],
          );
          if (!doomed.length) return 0;
          const ids = doomed.map((d) => d.id);
          await manager.query('DELETE FROM payments WHERE bill_id = ANY($1::bigint[])', [ids]);
          await manager.query(
            'DELETE FROM bill_order_search WHERE line_id IN (SELECT id FROM bill_orders WHERE bill_id = ANY($1::bigint[]))',
            [ids],
          );
          await manager.query('DELETE FROM bill_orders WHERE bill_id = ANY($1::bigint[])', [ids]);
          await manager.query('DELETE FROM bills WHERE id = ANY($1::bigint[])', [ids]);
          return ids.length;
        },
      },
    ]);
  }

  @Cron(RETENTION_CRON, { name: BILLING_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
