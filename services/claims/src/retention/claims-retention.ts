import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { EntityManager } from 'typeorm';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { RETENTION_CRON, RetentionRule, ServiceRetention, yearsBefore } from '@freight/messaging';
import { Attachments, OwnerKind } from '../attachments/attachments';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export const CLAIMS_RETENTION_JOB = 'claims-retention';
/** A carrier's liability is time-barred within a year (CMR art. 32, NSAB); three years leave room for insurers' and customers' disputes. */
export const CLOSED_CASE_YEARS = 3;

/**
 * Complaints and insurance claims go three years after they were closed (a complaint processed or archived, a claim
 * submitted: the last change is when), with their attachments' bytes and a complaint's reminders (by cascade).
 */
@Injectable()
export class ClaimsRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger, attachments: Attachments) {
    const closedCases = (name: string, table: string, kind: OwnerKind, closed: string): RetentionRule => ({
      name,
      cutoff: yearsBefore(CLOSED_CASE_YEARS),
      batch: async (manager: EntityManager, cutoff: Date, limit: number) => {
        const doomed: { id: string }[] = await manager.query(
          `SELECT id FROM ${table} WHERE ${closed} AND updated_at < $1 ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [cutoff, limit],
        );
        if (!doomed.length) return 0;
        const ids = doomed.map((d) => d.id);
        await attachments.deleteOwned(kind, ids);
        await manager.query(`DELETE FROM ${table} WHERE id = ANY($1::bigint[])`, [ids]);
        return ids.length;
      },
    });
    super(tx, logger, CLAIMS_RETENTION_JOB, [
      closedCases('complaints', 'complaints', 'complaint', '(processed OR archived)'),
      closedCases('insuranceClaims', 'insurance_claims', 'claim', `status = 'submitted'`),
    ]);
  }

  @Cron(RETENTION_CRON, { name: CLAIMS_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
