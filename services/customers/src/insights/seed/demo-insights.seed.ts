import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig, TransactionHost } from '@freight/kernel';
import { DEMO_ACCOUNTS } from '@freight/reference-data';
import { KeepInsightsSummary } from '../application/event-handlers/keep-insights-summary';
import { demoHistory } from '../domain/demo-history';

/**
 * anna's dashboard history for `npm start` (issue 33): eight months of bookings, deliveries, complaints and claims
 * written by the summary's own consumer code (KeepInsightsSummary), as the events would have left them. Not under
 * NODE_ENV=test, whose suites count anna's own bookings; once per database (the orders are numbered DEMO-…).
 */
@Injectable()
export class DemoInsightsSeed implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionHost,
    private readonly summary: KeepInsightsSummary,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.demoData || this.config.nodeEnv === 'test') return;
    await this.seed(new Date());
  }

  /** The bookings written, 0 when the history is already there. */
  async seed(today: Date): Promise<number> {
    const customerId = DEMO_ACCOUNTS.find((account) => account.username === 'anna')!.customerId;
    return this.tx.run(async (manager) => {
      const [seeded] = await manager.query(`SELECT 1 FROM insight_orders WHERE order_no LIKE 'DEMO-%' LIMIT 1`);
      if (seeded) return 0;
      const history = demoHistory(today, customerId);
      await this.summary.recordBookings(history.bookings);
      await this.summary.recordDeliveries(history.deliveries);
      for (const { kind, orderNo, supplierId, at } of history.incidents)
        await this.summary.recordIncident(kind, String(customerId), orderNo, supplierId, at);
      return history.bookings.length;
    });
  }
}
