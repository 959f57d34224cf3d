import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimJobSlot, Outbox, PendingEvent, slotOf } from '@freight/messaging';
import { BILLING_CONFIG, BillingConfig } from '../../billing.config';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

export type BlockReason = 'CREDIT_LIMIT' | 'OVERDUE';

/**
 * The credit rule: a customer is blocked from booking when unbilled plus unpaid (VAT included) exceeds its
 * credit limit (a limit of 0 means none is set), or when an invoice is unpaid more than the configured days
 * past its due date. A change of state is published (CustomerCreditBlocked / …Unblocked) with the change.
 */
@Injectable()
export class CreditControl {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(BILLING_CONFIG) private readonly billing: BillingConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  /** Invoices become overdue with the passing of days, not only with events: checked every morning. */
  @Cron('15 5 * * *', { name: 'billing-credit-control', timeZone: BUSINESS_TIME_ZONE })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      await this.tx.run(async (manager) => {
        if (await claimJobSlot(manager, 'billing-credit-control', slotOf(at))) await this.evaluate(undefined, at);
      });
    } catch (error) {
      this.logger.error({ err: error }, 'credit control failed');
    }
  }

  /** Re-checks the given customers (every customer when omitted) as of `now`; inside the caller's transaction. */
  async evaluate(
    customerIds?: readonly number[],
    now: Date = new Date(),
  ): Promise<{ customerId: number; blocked: boolean; reason: BlockReason | null }[]> {
    if (customerIds && !customerIds.length) return [];
    const changed: { customer_id: number; credit_blocked: boolean; block_reason: BlockReason | null }[] = await this.tx.manager.query(
      `WITH today AS (SELECT ($2::timestamptz AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date AS d),
       c AS (SELECT customer_id, credit_limit_ore, credit_blocked, block_reason FROM customers WHERE $1::int[] IS NULL OR customer_id = ANY($1::int[])),
       exposure AS (
         -- What is owed matters only against a limit. Unbilled plus unpaid is every line written less every bill's
         -- total, plus every bill's total less what was paid on it; a bill's totals are the sums of its lines, so it
         -- is every line written (customer_line_totals, kept as they are written) less every payment: a few rows,
         -- however many lines are unbilled (run for every chunk of bookings that names the customer).
         SELECT c.customer_id,
                CASE WHEN c.credit_limit_ore > 0 THEN
                  (SELECT coalesce(sum(total_ore), 0) FROM customer_line_totals t WHERE t.customer_id = c.customer_id)
                - (SELECT coalesce(sum(paid_ore), 0) FROM bills b WHERE b.customer_id = c.customer_id)
                END AS owed,
                EXISTS (SELECT 1 FROM bills b, today WHERE b.customer_id = c.customer_id AND b.paid_date IS NULL AND NOT b.credit
                          AND b.due_date + $3::int < today.d) AS overdue
           FROM c
       ),
       decided AS (
         SELECT c.customer_id,
                CASE WHEN e.overdue THEN 'OVERDUE' WHEN c.credit_limit_ore > 0 AND e.owed > c.credit_limit_ore THEN 'CREDIT_LIMIT' END AS reason
           FROM c JOIN exposure e USING (customer_id)
       ),
       changed AS (
         UPDATE customers u SET credit_blocked = d.reason IS NOT NULL, block_reason = d.reason
           FROM decided d
          WHERE u.customer_id = d.customer_id AND (u.credit_blocked <> (d.reason IS NOT NULL))
         RETURNING u.customer_id, u.credit_blocked, u.block_reason
       )
       SELECT * FROM changed ORDER BY customer_id`,
      [customerIds ? [...customerIds] : null, now, this.billing.creditOverdueDays],
    );
    if (!changed.length) return [];
    const at = now.toISOString();
    const events: PendingEvent[] = changed.map((row) =>
      row.credit_blocked
        ? {
            type: 'CustomerCreditBlocked',
            aggregateId: row.customer_id,
            data: { customerId: String(row.customer_id), reason: row.block_reason ?? '', blockedAt: at },
          }
        : { type: 'CustomerCreditUnblocked', aggregateId: row.customer_id, data: { customerId: String(row.customer_id), unblockedAt: at } },
    );
    await this.tx.run(() => this.outbox.recordAll(events));
    return changed.map((row) => ({ customerId: row.customer_id, blocked: row.credit_blocked, reason: row.block_reason }));
  }
}
