import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick } from '@freight/messaging';
import { Attachments } from '../../attachments/attachments';
import { Clock } from '../../shared/clock';
import { AUTOMATIC_REMINDER_AFTER_MS } from '../domain/complaint-rules';
import { ComplaintRepository } from '../database/complaint.repository';
import { ComplaintMailing } from './complaint-mailing';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

const LOCK_KEY = 'frakt-claims-daily-reminders';
const BATCH = 200;

export interface DailyRemindersResult {
  /** False when another replica held the lock: this run did nothing. */
  ran: boolean;
  reminded: number;
  pendingUploadsCleared: number;
}

/**
 * Every morning the carriers are reminded of complaints left unanswered for a week since the last contact, and
 * uploads left half-written by a stopped process are cleared. Every replica schedules it; a session advisory
 * lock lets one of them work.
 */
@Injectable()
export class DailyReminders {
  constructor(
    private readonly tx: TransactionHost,
    private readonly complaints: ComplaintRepository,
    private readonly mailing: ComplaintMailing,
    private readonly attachments: Attachments,
    private readonly clock: Clock,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  @Cron('0 8 * * *', { name: 'claims-daily-reminders', timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(this.clock.now());
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      if (!(await claimSlotOfTick(this.tx, 'claims-daily-reminders', at))) return;
      const result = await this.run(at);
      if (result.ran) this.logger.info(result, 'daily complaint reminders done');
    } catch (error) {
      // Tomorrow's run picks up what this one did not reach; each reminder commits on its own.
      this.logger.error({ err: error }, 'daily complaint reminders failed');
    }
  }

  async run(now: Date = this.clock.now()): Promise<DailyRemindersResult> {
    const runner = this.tx.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }]: { locked: boolean }[] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK_KEY]);
      if (!locked) return { ran: false, reminded: 0, pendingUploadsCleared: 0 };
      try {
        const dueBefore = new Date(now.getTime() - AUTOMATIC_REMINDER_AFTER_MS);
        let reminded = 0;
        let afterId = '0';
        for (;;) {
          const due = await this.complaints.due(afterId, dueBefore, BATCH);
          for (const complaint of due) {
            if (await this.tx.run(() => this.mailing.remind(complaint, now, 'system', true))) reminded++;
          }
          if (due.length < BATCH) break;
          afterId = due[due.length - 1].id;
        }
        const pendingUploadsCleared = await this.attachments.purgePending(now);
        return { ran: true, reminded, pendingUploadsCleared };
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}
