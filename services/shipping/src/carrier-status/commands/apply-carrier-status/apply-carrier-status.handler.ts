import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_LOGGER, AppLogger, preparedSql, runPrepared, TransactionHost } from '@freight/kernel';
import type { EventPayload } from '@freight/contracts';
import { Outbox } from '@freight/messaging';
import { CarrierStatusReport, sameCarrierStatus, statusCategoryOf } from '../../domain/carrier-status';
import { orderStatusWord } from '../../domain/carrier-status-codes';
import { ApplyCarrierStatusCommand } from './apply-carrier-status.command';

/**
 * applied: it became the order's current status. kept: stored in the history only (not newer than the
 * current status). duplicate: this carrier's event id was seen before, nothing changed. unmatched: no
 * booked consignment of this carrier has the number yet; kept in carrier_status_unmatched until booking.
 */
export type ApplyOutcome = 'applied' | 'kept' | 'duplicate' | 'unmatched';

export interface ApplyResult {
  outcome: ApplyOutcome;
  orderNo?: string;
}

const WITH_UNMATCHED = preparedSql('SELECT DISTINCT consignment_no FROM carrier_status_unmatched WHERE consignment_no = ANY($1::text[])');

interface TargetRow {
  order_no: string;
  customer_id: number;
  status_name: string | null;
  status_updated: Date | null;
  /** The report went into the history (false: this carrier's event id was there already). */
  recorded: boolean;
  /** The order's current status moved to the report (it was newer). */
  moved: boolean;
}

/**
 * One report at a time: the signed webhook, and reports replayed at booking. The carrier.status.v1 topic
 * applies whole chunks with ApplyCarrierStatusesHandler, which gives each report the outcome this handler
 * would; both recognise a resend by (carrier_code, event_id) whichever way each copy came in.
 */
@CommandHandler(ApplyCarrierStatusCommand)
export class ApplyCarrierStatusHandler implements ICommandHandler<ApplyCarrierStatusCommand, ApplyResult> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  execute({ report, receivedAt }: ApplyCarrierStatusCommand): Promise<ApplyResult> {
    // The carrier's code is kept in the history as written; the order holds the portal's word for it.
    const word = orderStatusWord(report.carrierCode, report.status);
    return this.tx.run(async (manager) => {
      // One statement instead of lock, insert and update in turn: a busy carrier.status.v1 pays per round trip.
      // Locked: two reports for one order (webhook and topic at once) must compare against each other's result.
      // The update reads the locked row's values (target), never an older snapshot of it.
      const [target]: TargetRow[] = await manager.query(
        `WITH target AS (
           SELECT o.order_no, o.customer_id, o.status_name, o.status_updated
             FROM consignments c JOIN orders o ON o.consignment_id = c.id
            WHERE c.consignment_no = $1 AND o.date_booked IS NOT NULL AND (o.supplier_id IS NULL OR o.supplier_id = $2)
            FOR UPDATE OF o
         ), recorded AS (
           INSERT INTO order_status_history (order_no, carrier_code, event_id, status, status_word, occurred_at, received_at, location, description)
           SELECT order_no, $2::integer, $3::text, $4::text, $10::text, $5::timestamptz, $6::timestamptz, $7::text, $8::text FROM target
           ON CONFLICT DO NOTHING RETURNING order_no
         ), moved AS (
           UPDATE orders o SET status_name = $10, status_category = $9, status_updated = $5
             FROM recorded r JOIN target t ON t.order_no = r.order_no
            WHERE o.order_no = r.order_no AND (t.status_updated IS NULL OR t.status_updated < $5)
           RETURNING o.order_no
         )
         SELECT t.order_no, t.customer_id, t.status_name, t.status_updated,
                EXISTS (SELECT 1 FROM recorded r WHERE r.order_no = t.order_no) AS recorded,
                EXISTS (SELECT 1 FROM moved m WHERE m.order_no = t.order_no) AS moved
           FROM target t`,
        [
          report.consignmentNo,
          report.carrierCode,
          report.eventId,
          report.status,
          report.occurredAt,
          receivedAt,
          report.location,
          report.description,
          statusCategoryOf(word),
          word,
        ],
      );
      if (!target) return this.keepUnmatched(report, receivedAt);
      if (!target.recorded) return { outcome: 'duplicate', orderNo: target.order_no };
      // Carriers send out of order (retries, several systems); only a newer report moves the current status.
      if (!target.moved) return { outcome: 'kept', orderNo: target.order_no };
      // A newer report with the same word (IN_TRANSIT at the next terminal) moves the time, not the status: no event.
      if (sameCarrierStatus(target.status_name, word)) return { outcome: 'applied', orderNo: target.order_no };
      await this.outbox.record(
        'OrderStatusChanged',
        target.order_no,
        statusChange(target.order_no, target.customer_id, report, word, target.status_name),
      );
      return { outcome: 'applied', orderNo: target.order_no };
    });
  }

  /** Which of these numbers reports wait for, in one read (outside a transaction: the current committed state). */
  async withUnmatched(consignmentNos: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(consignmentNos.filter((no) => no))];
    if (!wanted.length) return new Set();
    const rows = await runPrepared<{ consignment_no: string }>(this.tx.manager, WITH_UNMATCHED, [wanted]);
    return new Set(rows.map((row) => row.consignment_no));
  }

  /**
   * Applies the reports that arrived before their consignment was booked (oldest first, so the newest
   * ends up current), and forgets them as unmatched. Called when an order is booked.
   */
  async applyUnmatched(consignmentNo: string): Promise<ApplyResult[]> {
    return this.tx.run(async (manager) => {
      // TypeORM answers a DELETE with [rows, count].
      const [rows]: [UnmatchedRow[], number] = await manager.query(
        `DELETE FROM carrier_status_unmatched WHERE consignment_no = $1
         RETURNING carrier_code, event_id, consignment_no, status, occurred_at, received_at, location, description`,
        [consignmentNo],
      );
      rows.sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime());
      const results: ApplyResult[] = [];
      for (const row of rows) {
        const report: CarrierStatusReport = {
          carrierCode: row.carrier_code,
          consignmentNo: row.consignment_no,
          status: row.status,
          occurredAt: row.occurred_at,
          location: row.location,
          description: row.description,
          eventId: row.event_id,
        };
        results.push(await this.execute(new ApplyCarrierStatusCommand(report, row.received_at)));
      }
      return results;
    });
  }

  private async keepUnmatched(report: CarrierStatusReport, receivedAt: Date): Promise<ApplyResult> {
    const manager = this.tx.manager;
    // Already applied once (a resend after booking) is a duplicate, not a stray.
    const applied: { order_no: string }[] = await manager.query(
      'SELECT order_no FROM order_status_history WHERE carrier_code = $1 AND event_id = $2',
      [report.carrierCode, report.eventId],
    );
    if (applied.length) return { outcome: 'duplicate', orderNo: applied[0].order_no };
    await manager.query(
      `INSERT INTO carrier_status_unmatched (carrier_code, event_id, consignment_no, status, occurred_at, received_at, location, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (carrier_code, event_id) DO NOTHING`,
      [
        report.carrierCode,
        report.eventId,
        report.consignmentNo,
        report.status,
        report.occurredAt,
        receivedAt,
        report.location,
        report.description,
      ],
    );
    this.logger.warn(
      { carrierCode: report.carrierCode, consignmentNo: report.consignmentNo, eventId: report.eventId },
      'carrier status for no booked consignment of that carrier; kept as unmatched',
    );
    return { outcome: 'unmatched' };
  }
}

/** The OrderStatusChanged of a report that moved an order's status word (shared with the chunked apply). */
export function statusChange(
  orderNo: string,
  customerId: number,
  report: CarrierStatusReport,
  word: string,
  previous: string | null,
): EventPayload<'OrderStatusChanged'> {
  return {
    orderNo,
    customerId: String(customerId),
    consignmentNo: report.consignmentNo,
    carrierCode: report.carrierCode,
    status: word,
    previousStatus: previous ?? '',
    occurredAt: report.occurredAt.toISOString(),
    carrierStatus: report.status,
    location: report.location,
  };
}

interface UnmatchedRow {
  carrier_code: number;
  event_id: string;
  consignment_no: string;
  status: string;
  occurred_at: Date;
  received_at: Date;
  location: string;
  description: string;
}
