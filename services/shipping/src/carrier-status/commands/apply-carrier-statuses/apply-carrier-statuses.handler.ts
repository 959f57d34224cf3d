import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { Outbox, PendingEvent } from '@freight/messaging';
import { CarrierStatusReport, sameCarrierStatus, statusCategoryOf } from '../../domain/carrier-status';
import { ApplyCarrierStatusesCommand, ReceivedCarrierStatus } from './apply-carrier-statuses.command';
import { ApplyResult, statusChange } from '../apply-carrier-status/apply-carrier-status.handler';
import { orderStatusWord } from '../../domain/carrier-status-codes';

interface ReportRow {
  seq: number;
  /** The booked order of this carrier with the report's consignment number, if any. */
  order_no: string | null;
  customer_id: number | null;
  /** The order's status word before any report of this command. */
  status_name: string | null;
  /** The report went into the history (false: this carrier's event id was there already). */
  recorded: boolean;
  /** Applied in turn, the report would have moved the order's current status (it was newer than all before it). */
  moves: boolean;
  /** For a report that matches no booked order: the order it was applied to before (a resend after booking). */
  applied_order_no: string | null;
}

/*
 * One statement for every report, ending where applying them in turn would: each order moves once, to its
 * newest report newer than its locked status. Orders are locked in order_no order (no deadlock between two
 * such statements) and found by key per report; OFFSET 0 keeps the planner from scanning the booked orders.
 */
const APPLY = `
WITH report AS (
  SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::text[], $10::text[])
         WITH ORDINALITY AS r(carrier_code, event_id, consignment_no, status, occurred_at, location, description, status_category, status_word, seq)
), found AS (
  SELECT r.seq, o.order_no
    FROM report r
   CROSS JOIN LATERAL (SELECT c.id FROM consignments c WHERE c.consignment_no = r.consignment_no OFFSET 0) c
   CROSS JOIN LATERAL (SELECT o.order_no, o.date_booked, o.supplier_id FROM orders o WHERE o.consignment_id = c.id OFFSET 0) o
   WHERE o.date_booked IS NOT NULL AND (o.supplier_id IS NULL OR o.supplier_id = r.carrier_code)
), target AS (
  SELECT f.seq, o.order_no, o.customer_id, o.status_name, o.status_updated
    FROM (SELECT o.order_no, o.customer_id, o.status_name, o.status_updated
            FROM orders o
           WHERE o.order_no = ANY (ARRAY(SELECT order_no FROM found))
           ORDER BY o.order_no
             FOR UPDATE) o
    JOIN found f ON f.order_no = o.order_no
), recorded AS (
  INSERT INTO order_status_history (order_no, carrier_code, event_id, status, status_word, occurred_at, received_at, location, description)
  SELECT t.order_no, r.carrier_code, r.event_id, r.status, r.status_word, r.occurred_at, $9::timestamptz, r.location, r.description
    FROM report r JOIN target t ON t.seq = r.seq
   ORDER BY r.seq
  ON CONFLICT DO NOTHING
  RETURNING carrier_code, event_id
), moving AS (
  SELECT *
    FROM (SELECT r.seq, t.order_no, r.status_word, r.status_category, r.occurred_at, t.status_updated,
                 max(r.occurred_at) OVER (PARTITION BY t.order_no ORDER BY r.seq ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS newest_before
            FROM report r
            JOIN target t ON t.seq = r.seq
            JOIN recorded h ON h.carrier_code = r.carrier_code AND h.event_id = r.event_id) fresh
   WHERE (status_updated IS NULL OR status_updated < occurred_at) AND (newest_before IS NULL OR newest_before < occurred_at)
), moved AS (
  UPDATE orders o SET status_name = m.status_word, status_category = m.status_category, status_updated = m.occurred_at
    FROM (SELECT DISTINCT ON (order_no) order_no, status_word, status_category, occurred_at FROM moving ORDER BY order_no, seq DESC) m
   WHERE o.order_no = m.order_no
  RETURNING o.order_no
), applied_before AS (
  SELECT r.seq, h.order_no
    FROM report r JOIN order_status_history h ON h.carrier_code = r.carrier_code AND h.event_id = r.event_id
   WHERE NOT EXISTS (SELECT 1 FROM target t WHERE t.seq = r.seq)
), unmatched AS (
  INSERT INTO carrier_status_unmatched (carrier_code, event_id, consignment_no, status, occurred_at, received_at, location, description)
  SELECT r.carrier_code, r.event_id, r.consignment_no, r.status, r.occurred_at, $9::timestamptz, r.location, r.description
    FROM report r
   WHERE NOT EXISTS (SELECT 1 FROM target t WHERE t.seq = r.seq) AND NOT EXISTS (SELECT 1 FROM applied_before a WHERE a.seq = r.seq)
   ORDER BY r.seq
  ON CONFLICT (carrier_code, event_id) DO NOTHING
)
SELECT r.seq::integer AS seq, t.order_no, t.customer_id, t.status_name,
       h.event_id IS NOT NULL AS recorded, m.seq IS NOT NULL AS moves, a.order_no AS applied_order_no
  FROM report r
  LEFT JOIN target t ON t.seq = r.seq
  LEFT JOIN recorded h ON h.carrier_code = r.carrier_code AND h.event_id = r.event_id
  LEFT JOIN moving m ON m.seq = r.seq
  LEFT JOIN applied_before a ON a.seq = r.seq
 ORDER BY r.seq`;

/**
 * A chunk of carrier.status.v1 in one statement plus one outbox insert, where applying each report with
 * ApplyCarrierStatusCommand costs a statement (and an outbox insert) per report: a busy topic pays per round trip.
 */
@CommandHandler(ApplyCarrierStatusesCommand)
export class ApplyCarrierStatusesHandler implements ICommandHandler<ApplyCarrierStatusesCommand, ApplyResult[]> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  execute({ reports, receivedAt }: ApplyCarrierStatusesCommand): Promise<ApplyResult[]> {
    return this.tx.run(async (manager) => {
      // A repeat inside the command meets the history row of its first copy: the statement takes only the first.
      const unique: ReceivedCarrierStatus[] = [];
      const firstOf = new Map<string, number>();
      const copies = reports.map((received) => {
        const key = `${received.report.carrierCode}:${received.report.eventId}`;
        const first = firstOf.get(key);
        if (first !== undefined) return { index: first, repeat: true };
        firstOf.set(key, unique.push(received) - 1);
        return { index: unique.length - 1, repeat: false };
      });
      const column = <T>(pick: (report: CarrierStatusReport) => T) => unique.map(({ report }) => pick(report));
      const rows: ReportRow[] = unique.length
        ? await manager.query(APPLY, [
            column((r) => r.carrierCode),
            column((r) => r.eventId),
            column((r) => r.consignmentNo),
            column((r) => r.status),
            column((r) => r.occurredAt),
            column((r) => r.location),
            column((r) => r.description),
            column((r) => statusCategoryOf(orderStatusWord(r.carrierCode, r.status))),
            receivedAt,
            column((r) => orderStatusWord(r.carrierCode, r.status)),
          ])
        : [];

      const outcomes: ApplyResult[] = [];
      const changes: PendingEvent<'OrderStatusChanged'>[] = [];
      // Each order's status word as the reports before this one left it, for the changes to name their previous status.
      const wordOf = new Map<string, string | null>();
      for (const row of rows) {
        const { report, causedBy } = unique[row.seq - 1];
        if (row.order_no === null) {
          // Already applied once (a resend after booking) is a duplicate, not a stray.
          if (row.applied_order_no !== null) outcomes.push({ outcome: 'duplicate', orderNo: row.applied_order_no });
          else {
            this.logger.warn(
              { carrierCode: report.carrierCode, consignmentNo: report.consignmentNo, eventId: report.eventId },
              'carrier status for no booked consignment of that carrier; kept as unmatched',
            );
            outcomes.push({ outcome: 'unmatched' });
          }
          continue;
        }
        const orderNo = row.order_no;
        if (!row.recorded) outcomes.push({ outcome: 'duplicate', orderNo });
        // Carriers send out of order (retries, several systems); only a newer report moves the current status.
        else if (!row.moves) outcomes.push({ outcome: 'kept', orderNo });
        else {
          outcomes.push({ outcome: 'applied', orderNo });
          const previous = wordOf.has(orderNo) ? wordOf.get(orderNo)! : row.status_name;
          const word = orderStatusWord(report.carrierCode, report.status);
          wordOf.set(orderNo, word);
          // A newer report with the same word (IN_TRANSIT at the next terminal) moves the time, not the status: no event.
          if (sameCarrierStatus(previous, word)) continue;
          changes.push({
            type: 'OrderStatusChanged',
            aggregateId: orderNo,
            causedBy,
            data: statusChange(orderNo, row.customer_id!, report, word, previous),
          });
        }
      }
      await this.outbox.recordAll(changes);
      return copies.map(({ index, repeat }) => (repeat ? repeatOutcome(outcomes[index]) : outcomes[index]));
    });
  }
}

/** A report's second copy in one command: what applying it right after the first would have answered. */
function repeatOutcome(first: ApplyResult): ApplyResult {
  return first.outcome === 'unmatched' ? first : { outcome: 'duplicate', orderNo: first.orderNo };
}
