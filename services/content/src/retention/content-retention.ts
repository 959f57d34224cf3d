import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { RETENTION_CRON, ServiceRetention } from '@freight/messaging';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export const CONTENT_RETENTION_JOB = 'content-retention';

/** The messaging tables' retention; mail has its own job (mail/mail-retention.ts, MAIL_RETENTION_DAYS). */
@Injectable()
export class ContentRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger) {
    super(tx, logger, CONTENT_RETENTION_JOB, []);
  }

  @Cron(RETENTION_CRON, { name: CONTENT_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
