import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_CONFIG, APP_LOGGER, AppConfig, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick } from '@freight/messaging';
import { demoConsignmentLimit } from '../shared/demo.errors';

/** The demo's consignments (made only to be priced) live this long, then the sweep deletes them. */
export const DEMO_CONSIGNMENT_LIFETIME_SECONDS = 3600;
/** At most this many demo consignments exist at once (~33 KB each at worst: about 33 MB); beyond, 429. */
export const DEMO_CONSIGNMENT_MAX = 1_000;
export const DEMO_PURGE_CRON = '*/10 * * * *';
const BATCH = 500;

/**
 * Bounds what the anonymous demo can store: a cap on its live consignments, checked before each is made,
 * and a sweep every ten minutes of those older than an hour (the nightly purge is far too rare for a
 * session anyone can open). Idempotent, so every replica may sweep.
 */
@Injectable()
export class DemoPurge {
  constructor(
    private readonly tx: TransactionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  /** Refuses (429) a new demo consignment while the demo holds its maximum. */
  async admit(): Promise<void> {
    const [{ n }]: { n: number }[] = await this.tx.manager.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM consignments WHERE customer_id = $1 LIMIT $2) live`,
      [this.config.demoCustomerId, DEMO_CONSIGNMENT_MAX],
    );
    if (n >= DEMO_CONSIGNMENT_MAX) throw demoConsignmentLimit();
  }

  @Cron(DEMO_PURGE_CRON, { name: 'shipping-demo-purge' })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      if (await claimSlotOfTick(this.tx, 'shipping-demo-purge', at)) await this.run(at);
    } catch (error) {
      this.logger.error({ err: error }, 'demo purge failed');
    }
  }

  /** Deletes the demo's unbooked consignments older than their lifetime as of `now`; answers how many. */
  async run(now: Date = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const [, count]: [unknown[], number] = await this.tx.dataSource.manager.query(
        `DELETE FROM consignments WHERE id IN (
           SELECT id FROM consignments
            WHERE customer_id = $1 AND consignment_no IS NULL AND created_at < $2::timestamptz - make_interval(secs => $3)
            LIMIT $4 FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [this.config.demoCustomerId, now, DEMO_CONSIGNMENT_LIFETIME_SECONDS, BATCH],
      );
      total += count;
      if (count < BATCH) return total;
    }
  }
}
