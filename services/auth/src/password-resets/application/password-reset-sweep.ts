import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick } from '@freight/messaging';
import { RESET_RETENTION_SECONDS } from '../domain/password-reset';

/** Deletes reset requests older than a day (their limits and links count an hour). Every replica schedules it; one runs each slot. */
@Injectable()
export class PasswordResetSweep {
  constructor(
    private readonly tx: TransactionHost,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  @Cron('17 * * * *', { name: 'password-reset-sweep' })
  async onSchedule(): Promise<void> {
    const at = new Date();
    try {
      if (await claimSlotOfTick(this.tx, 'password-reset-sweep', at)) await this.run(at);
    } catch (error) {
      this.logger.error({ err: error }, 'password reset sweep failed');
    }
  }

  async run(now: Date = new Date()): Promise<number> {
    const [, deleted] = await this.tx.dataSource.manager.query(
      'DELETE FROM password_resets WHERE requested_at < $1::timestamptz - make_interval(secs => $2)',
      [now, RESET_RETENTION_SECONDS],
    );
    return Number(deleted) || 0;
  }
}
