import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick } from '@freight/messaging';
import { CONTENT_CONFIG, ContentConfig } from '../content.config';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

/** 04:15 Stockholm: after shipping's purge (03:30) and billing's invoice run (04:00), in the quiet hours. */
export const MAIL_RETENTION_CRON = '15 4 * * *';
export const MAIL_RETENTION_BATCH_SIZE = 500;
const LOCK_KEY = 'frakt-content-mail-retention';

export interface MailRetentionResult {
  /** False when another replica held the lock: this run did nothing. */
  ran: boolean;
  /** Everything older than this went. */
  cutoff: string;
  mails: number;
  carrierMessages: number;
  sinkMessages: number;
}

/**
 * Mail is kept MAIL_RETENTION_DAYS (90) and no longer: it carries addresses and text. Nightly, sent and failed
 * mail jobs older than that go with the carrier messages that caused them (and their files, by cascade), and so
 * does what the embedded SMTP sink caught; pending mail is never touched (the mailer still owns it). Batches of 500, each its own
 * transaction; every replica schedules it and a session advisory lock lets one of them work.
 */
@Injectable()
export class MailRetention {
  constructor(
    private readonly tx: TransactionHost,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  @Cron(MAIL_RETENTION_CRON, { name: 'content-mail-retention', timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      if (!(await claimSlotOfTick(this.tx, 'content-mail-retention', at))) return;
      const result = await this.run(at);
      if (result.ran) this.logger.info(result, 'mail retention done');
    } catch (error) {
      // Tomorrow tries again; the batches purged before the failure stay purged.
      this.logger.error({ err: error }, 'mail retention failed');
    }
  }

  /** One purge as of `now` (tests pass their own instant). */
  async run(now: Date = new Date()): Promise<MailRetentionResult> {
    const cutoff = new Date(now.getTime() - this.content.mail.retentionDays * 86_400_000);
    const result: MailRetentionResult = { ran: false, cutoff: cutoff.toISOString(), mails: 0, carrierMessages: 0, sinkMessages: 0 };
    // A dedicated connection: the session lock outlives the batches' own transactions and ends with the session if this process dies.
    const runner = this.tx.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }]: { locked: boolean }[] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [LOCK_KEY]);
      if (!locked) return result;
      try {
        await this.purgeMails(cutoff, result);
        result.sinkMessages = await this.purgeSink(cutoff);
        result.ran = true;
        return result;
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private async purgeMails(cutoff: Date, result: MailRetentionResult): Promise<void> {
    for (;;) {
      const purged = await this.tx.run(async (manager) => {
        const doomed: { id: string }[] = await manager.query(
          `SELECT id FROM mails WHERE created_at < $1 AND status IN ('sent', 'failed') ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [cutoff, MAIL_RETENTION_BATCH_SIZE],
        );
        if (!doomed.length) return 0;
        const ids = doomed.map((d) => d.id);
        // A carrier message is the member's text and points at its mail: it goes with it. TypeORM answers a DELETE with [rows, count].
        const [, messages]: [unknown[], number] = await manager.query('DELETE FROM carrier_messages WHERE mail_id = ANY($1::bigint[])', [
          ids,
        ]);
        await manager.query('DELETE FROM mails WHERE id = ANY($1::bigint[])', [ids]);
        result.carrierMessages += messages;
        return ids.length;
      });
      result.mails += purged;
      if (purged < MAIL_RETENTION_BATCH_SIZE) return;
    }
  }

  private async purgeSink(cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const [, purged]: [unknown[], number] = await this.tx.manager.query(
        `DELETE FROM sink_messages WHERE id IN (SELECT id FROM sink_messages WHERE received_at < $1 ORDER BY received_at LIMIT $2) RETURNING id`,
        [cutoff, MAIL_RETENTION_BATCH_SIZE],
      );
      total += purged;
      if (purged < MAIL_RETENTION_BATCH_SIZE) return total;
    }
  }
}
