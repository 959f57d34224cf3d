import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { daysBefore, RETENTION_CRON, ServiceRetention, statementBatch } from '@freight/messaging';
import { EXPORT_VALID_DAYS } from '../export/domain/export-request';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export const CUSTOMERS_RETENTION_JOB = 'customers-retention';

/**
 * Data export archives lose their bytes once expired (the request stays, ids and times only, so the profile can say
 * when it expired), and the pieces of an export that never completed go after as long. Customer records stay while the
 * customer exists (erasure anonymises them).
 */
@Injectable()
export class CustomersRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger) {
    super(tx, logger, CUSTOMERS_RETENTION_JOB, [
      {
        name: 'exportArchives',
        cutoff: (now) => now,
        batch: statementBatch(
          `UPDATE export_requests SET archive = NULL
            WHERE id IN (SELECT id FROM export_requests WHERE archive IS NOT NULL AND expires_at <= $1 LIMIT $2)`,
        ),
      },
      {
        name: 'unfinishedExports',
        cutoff: daysBefore(EXPORT_VALID_DAYS),
        batch: statementBatch(
          `DELETE FROM export_requests
            WHERE id IN (SELECT id FROM export_requests WHERE completed_at IS NULL AND requested_at < $1 LIMIT $2) RETURNING id`,
        ),
      },
    ]);
  }

  @Cron(RETENTION_CRON, { name: CUSTOMERS_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
