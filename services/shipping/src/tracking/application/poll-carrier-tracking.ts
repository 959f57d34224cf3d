import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick } from '@freight/messaging';
import { ApplyCarrierStatusesCommand } from '../../carrier-status';
import { CarrierStatusReport, checkCarrierStatus } from '../../carrier-status/domain/carrier-status';
import { CarrierUnavailable } from '../../carriers';
import { callsAllowed, CarrierTracking, TRACKING_CONFIG, TrackingConfig, type TrackedEvent } from '../../carriers/tracking';
import { CatalogueCache } from '../../catalogue/cache/catalogue.cache';
import { fromStockholmWallTime, stockholmDate } from '../../shared/stockholm-time';
import { nextPollAt, POLL_INTERVALS_MINUTES } from '../domain/poll-schedule';

export const TRACKING_POLL_JOB = 'shipping-tracking-poll';
/** Orders booked longer ago than this are no longer asked about (a consignment lost for two months is a claim). */
const TRACKED_DAYS = 60;

interface DueRow {
  order_no: string;
  consignment_no: string;
  tracking_no: string;
  status_name: string | null;
  date_booked: Date;
  template_name: string | null;
}

/** What one run did, per carrier code (for tests and the log). */
export interface PollSummary {
  calls: Record<number, number>;
  reports: number;
}

const DUE = `
SELECT o.order_no, c.consignment_no, COALESCE(t.tracking_numbers[1], c.consignment_no) AS tracking_no,
       o.status_name, o.date_booked, o.template_name
  FROM orders o
  JOIN consignments c ON c.id = o.consignment_id
  LEFT JOIN carrier_transmissions t ON t.order_no = o.order_no
  LEFT JOIN tracking_polls p ON p.order_no = o.order_no
 WHERE o.supplier_id = $1 AND o.date_booked IS NOT NULL AND o.date_booked > $2::timestamptz - make_interval(days => $4)
   AND c.consignment_no IS NOT NULL
   AND (o.carrier_state IS NULL OR o.carrier_state = 'confirmed')
   AND (o.status_name IS NULL OR upper(btrim(o.status_name)) NOT IN ('DELIVERED', 'RETURNED', 'CANCELLED'))
   AND COALESCE(p.next_poll_at, o.date_booked) <= $2
 ORDER BY COALESCE(p.next_poll_at, o.date_booked), o.order_no
 LIMIT $3`;

/**
 * Pulls statuses for booked consignments whose carrier does not push: every minute (once per slot across
 * replicas), per carrier, as many of the due consignments as the carrier's budget releases for this minute,
 * longest waiting first, paced to the carrier's calls a second. What comes back goes through the same apply as
 * pushed statuses (ApplyCarrierStatusesCommand), so a report pulled and pushed counts once.
 */
@Injectable()
export class PollCarrierTracking {
  /** The pause between two calls to one carrier (tests pass one that moves their clock instead of waiting). */
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  constructor(
    private readonly tx: TransactionHost,
    private readonly commands: CommandBus,
    private readonly tracking: CarrierTracking,
    private readonly catalogue: CatalogueCache,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  @Cron('* * * * *', { name: TRACKING_POLL_JOB })
  async onSchedule(): Promise<void> {
    if (this.config.poll) await this.onTick(new Date());
  }

  /** The scheduled run of the tick at `at`: once per slot across replicas. */
  async onTick(at: Date): Promise<PollSummary | null> {
    try {
      if (!(await claimSlotOfTick(this.tx, TRACKING_POLL_JOB, at))) return null;
      return await this.run(at);
    } catch (error) {
      this.logger.error({ err: error }, 'tracking poll failed');
      return null;
    }
  }

  /** One run as of `at`; the run's clock moves on by the pauses it makes between calls. */
  async run(at: Date): Promise<PollSummary> {
    const summary: PollSummary = { calls: {}, reports: 0 };
    const carriers = this.tracking
      .carrierCodes()
      .filter((code) => !this.config.pushingCarriers.includes(code) && this.config.budgets[code]);
    for (const carrierCode of carriers) {
      const made = await this.pollCarrier(carrierCode, at, summary);
      summary.calls[carrierCode] = made;
    }
    return summary;
  }

  private async pollCarrier(carrierCode: number, at: Date, summary: PollSummary): Promise<number> {
    const budget = this.config.budgets[carrierCode];
    const day = stockholmDate(at);
    const [y, m, d] = day.split('-').map(Number);
    const minuteOfDay = Math.floor((at.getTime() - fromStockholmWallTime(y, m, d).getTime()) / 60_000);
    const [used] = await this.tx.manager.query('SELECT calls FROM tracking_budget WHERE carrier_code = $1 AND day = $2', [
      carrierCode,
      day,
    ]);
    const allowance = callsAllowed(budget, Math.min(Math.max(minuteOfDay, 0), 1439), used?.calls ?? 0);
    if (allowance === 0) return 0;
    const due: DueRow[] = await this.tx.manager.query(DUE, [carrierCode, at, allowance, TRACKED_DAYS]);
    const gapMs = Math.ceil(1000 / budget.perSecond);
    let now = at;
    let calls = 0;
    for (const row of due) {
      if (calls > 0) {
        await this.sleep(gapMs);
        now = new Date(now.getTime() + gapMs);
      }
      // Counted before the call: a call that fails still spent the carrier's allowance.
      const [reserved] = await this.tx.manager.query(
        `INSERT INTO tracking_budget (carrier_code, day, calls) VALUES ($1, $2, 1)
         ON CONFLICT (carrier_code, day) DO UPDATE SET calls = tracking_budget.calls + 1 WHERE tracking_budget.calls < $3
         RETURNING calls`,
        [carrierCode, day, budget.perDay],
      );
      if (!reserved) break;
      calls += 1;
      let events: TrackedEvent[];
      try {
        events = await this.tracking.track(carrierCode, row.tracking_no);
      } catch (error) {
        if (!(error instanceof CarrierUnavailable)) throw error;
        this.logger.warn({ carrierCode, orderNo: row.order_no, kind: error.kind }, 'carrier tracking unavailable; asked again later');
        await this.schedule(row.order_no, carrierCode, now, new Date(now.getTime() + POLL_INTERVALS_MINUTES.imminent * 60_000), false);
        // The carrier asked us to slow down (or its breaker is open): its other consignments wait for the next run.
        if (error.kind === 'rate_limited' || error.kind === 'breaker_open') break;
        continue;
      }
      summary.reports += await this.apply(carrierCode, row, events, now);
      const [order] = await this.tx.manager.query('SELECT status_name FROM orders WHERE order_no = $1', [row.order_no]);
      const product = row.template_name ? this.catalogue.snapshot.service(row.template_name) : undefined;
      const next = nextPollAt(now, stockholmDate(now), {
        statusName: order?.status_name ?? null,
        pickupDay: stockholmDate(row.date_booked),
        deliveryMinDays: product?.deliveryMinDays || undefined,
        deliveryMaxDays: product?.deliveryMaxDays || undefined,
      });
      await this.schedule(row.order_no, carrierCode, now, next, true);
    }
    return calls;
  }

  /** The carrier's events as reports of the order's consignment, through the one apply of pushed and pulled reports. */
  private async apply(carrierCode: number, row: DueRow, events: TrackedEvent[], now: Date): Promise<number> {
    const reports: { report: CarrierStatusReport }[] = [];
    for (const event of events) {
      const checked = checkCarrierStatus(
        {
          carrierCode,
          consignmentNo: row.consignment_no,
          status: event.code,
          occurredAt: event.occurredAt,
          location: event.location,
          description: event.description,
          // A pulled event has no id of its own: the same event pulled again gets the same one.
          eventId: `pull:${row.tracking_no}:${event.code}:${event.occurredAt}`,
        },
        now,
        carrierCode,
      );
      if ('report' in checked) reports.push({ report: checked.report });
      else this.logger.warn({ carrierCode, orderNo: row.order_no, errors: checked.errors }, 'carrier tracking event left out');
    }
    if (reports.length) await this.commands.execute(new ApplyCarrierStatusesCommand(reports, now));
    return reports.length;
  }

  private async schedule(orderNo: string, carrierCode: number, now: Date, next: Date | null, polled: boolean): Promise<void> {
    // Never again after a final status: 'infinity' keeps the row (how often it was asked) out of every search.
    await this.tx.manager.query(
      `INSERT INTO tracking_polls (order_no, carrier_code, next_poll_at, polls, last_poll_at)
       VALUES ($1, $2, COALESCE($3::timestamptz, 'infinity'), $4, $5)
       ON CONFLICT (order_no) DO UPDATE SET next_poll_at = EXCLUDED.next_poll_at, polls = tracking_polls.polls + EXCLUDED.polls,
                                            last_poll_at = EXCLUDED.last_poll_at`,
      [orderNo, carrierCode, next, polled ? 1 : 0, now],
    );
  }
}
