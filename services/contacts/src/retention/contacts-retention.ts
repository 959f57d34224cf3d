import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { EntityManager } from 'typeorm';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { daysBefore, Outbox, RETENTION_CRON, ServiceRetention, statementBatch } from '@freight/messaging';
import { stockholmDateYearsBefore } from './not-seen-cutoff';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export const CONTACTS_RETENTION_JOB = 'contacts-retention';
/** The address book is kept while its owner signs in, and this many years after the last sign-in. */
export const ADDRESS_BOOK_YEARS = 2;

/** Owners whose last sign-in (customer_last_seen, from auth's UserSignedIn) came before $1. */
const GONE_OWNERS = 'SELECT customer_id FROM customer_last_seen WHERE last_seen_at < $1';

/**
 * Address-book imports (the rows as uploaded, by cascade) after 30 days: the import is reviewed and committed within
 * minutes. The address book itself (contacts and package favourites) of an owner not seen for two years, counted in
 * Stockholm business dates: a contact goes as a member's delete makes it go, with ContactDeleted, so the customers
 * service lets go of a sender favourite that is gone.
 */
@Injectable()
export class ContactsRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger, outbox: Outbox) {
    super(tx, logger, CONTACTS_RETENTION_JOB, [
      {
        name: 'imports',
        cutoff: daysBefore(30),
        batch: statementBatch(
          `DELETE FROM contact_imports WHERE id IN (SELECT id FROM contact_imports WHERE created_at < $1 ORDER BY created_at LIMIT $2) RETURNING id`,
        ),
      },
      {
        name: 'contacts',
        cutoff: (now) => stockholmDateYearsBefore(now, ADDRESS_BOOK_YEARS),
        batch: async (manager: EntityManager, cutoff: Date, limit: number) => {
          const [gone]: [{ id: number; cust_id: number; primary: boolean }[], number] = await manager.query(
            `DELETE FROM contacts WHERE id IN (SELECT id FROM contacts WHERE cust_id IN (${GONE_OWNERS}) ORDER BY id LIMIT $2)
             RETURNING id, cust_id, "primary"`,
            [cutoff, limit],
          );
          await outbox.recordAll(
            gone.map((row) => ({
              type: 'ContactDeleted' as const,
              aggregateId: row.cust_id,
              data: { contactId: row.id, customerId: row.cust_id, wasPrimary: row.primary },
            })),
          );
          return gone.length;
        },
      },
      {
        name: 'packageFavourites',
        cutoff: (now) => stockholmDateYearsBefore(now, ADDRESS_BOOK_YEARS),
        batch: statementBatch(
          `DELETE FROM package_favourites WHERE id IN (SELECT id FROM package_favourites WHERE cust_id IN (${GONE_OWNERS}) ORDER BY id LIMIT $2)
           RETURNING id`,
        ),
      },
    ]);
  }

  @Cron(RETENTION_CRON, { name: CONTACTS_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
