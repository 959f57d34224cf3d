import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { daysBefore, RETENTION_CRON, ServiceRetention, statementBatch } from '@freight/messaging';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';
import { AUDIT_ENTRY_RETENTION } from './audit-entry-retention';

export const AUTH_RETENTION_JOB = 'auth-retention';

/**
 * Sign-in attempts (user names and client addresses) after a day: the throttling window is 15 minutes, the day leaves
 * room to look into an attack. Invites a week past their expiry, used or not. Expired refresh tokens and demo starts
 * are the auth sweep's. Audit entries after 7 years, the oldest of each chain first, anchored (audit-entry-retention.ts).
 */
@Injectable()
export class AuthRetention extends ServiceRetention {
  constructor(tx: TransactionHost, @Inject(APP_LOGGER) logger: AppLogger) {
    super(tx, logger, AUTH_RETENTION_JOB, [
      {
        name: 'signInAttempts',
        cutoff: daysBefore(1),
        batch: statementBatch(
          `DELETE FROM sign_in_attempts WHERE id IN (SELECT id FROM sign_in_attempts WHERE attempted_at < $1 ORDER BY id LIMIT $2) RETURNING id`,
        ),
      },
      {
        name: 'invites',
        cutoff: daysBefore(7),
        batch: statementBatch(
          `DELETE FROM user_invites WHERE id IN (SELECT id FROM user_invites WHERE expires_at < $1 ORDER BY id LIMIT $2) RETURNING id`,
        ),
      },
      AUDIT_ENTRY_RETENTION,
    ]);
  }

  @Cron(RETENTION_CRON, { name: AUTH_RETENTION_JOB, timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }
}
