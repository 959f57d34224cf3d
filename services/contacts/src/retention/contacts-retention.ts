import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { daysBefore, RETENTION_CRON, ServiceRetention, statementBatch } from '@freight/messaging';

export const CONTACTS_RETENTION_JOB = 'contacts-retention';

/** Address-book imports (the rows as uploaded, by cascade) after 30 days: the import is reviewed and committed within minutes. */
@Injectable()
export class ContactsRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger) {
    super(tx, logger, CONTACTS_RETENTION_JOB, [
      {
        name: 'imports',
        cutoff: daysBefore(30),
        batch: statementBatch(
          `DELETE FROM contact_imports WHERE id IN (SELECT id FROM contact_imports WHERE created_at < $1 ORDER BY created_at LIMIT $2) RETURNING id`,
        ),
      },
    ]);
  }

  @Cron(RETENTION_CRON, { name: CONTACTS_RETENTION_JOB, timeZone: 'Europe/Stockholm' })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
