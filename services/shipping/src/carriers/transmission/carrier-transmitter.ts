import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { CarrierBooking } from '../carrier-booking.port';
import { CarrierRefused, CarrierUnavailable } from '../carrier-errors';
import { CarrierBooked, IncompleteShipmentError, toCarrierShipment } from '../carrier-shipment';
import { trackPendingTransmissions } from '../carrier.metrics';
import { SHIPPING_CONFIG, ShippingConfig } from '../../shipping.config';
import { nextAttemptDelayMs } from './backoff';

/** What one attempt came to. */
export type TransmissionOutcome = 'confirmed' | 'refused' | 'retry' | 'not-due';

interface Claimed {
  order_no: string;
  carrier_code: number;
  reference: string;
  attempts: number;
  outcome_unknown: boolean;
  created_at: Date;
  document: ConsignmentDocument;
}

/** A claimed row is the claimer's for this long (a lookup and a booking, each with its time-out, and a margin). */
const leaseMs = (callTimeoutMs: number) => 2 * callTimeoutMs + 5000;

const CLAIM = `UPDATE carrier_transmissions t
    SET lease_until = now() + $2 * interval '1 millisecond', attempts = t.attempts + 1
  WHERE t.order_no = $1 AND t.state = 'pending' AND (t.lease_until IS NULL OR t.lease_until < now())
  RETURNING t.order_no, t.carrier_code, t.reference, t.attempts, t.outcome_unknown, t.created_at,
    (SELECT c.document FROM orders o JOIN consignments c ON c.id = o.consignment_id WHERE o.order_no = t.order_no) AS document`;

const CONFIRM = `WITH t AS (
    UPDATE carrier_transmissions SET state = 'confirmed', settled_at = now(), lease_until = NULL, carrier_shipment_id = $2,
           tracking_numbers = $3, labels = $4::jsonb, warnings = $5, last_error = NULL
     WHERE order_no = $1 AND state = 'pending' RETURNING order_no)
  UPDATE orders o SET carrier_state = 'confirmed' FROM t WHERE o.order_no = t.order_no`;

const REFUSE = `WITH t AS (
    UPDATE carrier_transmissions SET state = 'refused', settled_at = now(), lease_until = NULL, refusal_reason = $2,
           refusal_code = $3, refusal_text = $4, last_error = NULL
     WHERE order_no = $1 AND state = 'pending' RETURNING order_no)
  UPDATE orders o SET carrier_state = 'refused' FROM t WHERE o.order_no = t.order_no RETURNING o.customer_id, o.supplier_id`;

const RETRY = `UPDATE carrier_transmissions
    SET lease_until = NULL, next_attempt_at = now() + $2 * interval '1 millisecond', outcome_unknown = outcome_unknown OR $3, last_error = $4
  WHERE order_no = $1 AND state = 'pending'`;

const HOLD = `UPDATE carrier_transmissions
    SET lease_until = NULL, next_attempt_at = 'infinity', last_error = 'unknown outcome: check at the carrier'
  WHERE order_no = $1 AND state = 'pending'`;

const DUE = `SELECT order_no FROM carrier_transmissions
  WHERE state = 'pending' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
  ORDER BY next_attempt_at LIMIT $1`;

const PENDING = `SELECT carrier_code, count(*)::int AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest
  FROM carrier_transmissions WHERE state = 'pending' GROUP BY carrier_code`;

/**
 * Sends written bookings to their carriers. The booking call hands its orders over right after its write and
 * waits up to CARRIER_BOOKING_WAIT_MS for the carrier's answer; the worker (every CARRIER_WORKER_POLL_MS)
 * takes every transmission that is due, so one left by a time-out, a carrier outage or a stopped process is
 * sent again with back-off until the carrier says yes (confirmed: its ids and labels kept) or no (refused:
 * its reason kept, and OrderCancelled so billing credits the booking). A row is worked by one caller at a time (a lease), across replicas too; after an attempt
 * whose outcome is unknown the carrier is asked for the reference before a shipment is made again.
 */
@Injectable()
export class CarrierTransmitter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(CarrierTransmitter.name);
  private readonly working = new Map<string, Promise<TransmissionOutcome>>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private untrack: (() => void) | null = null;

  constructor(
    private readonly tx: TransactionHost,
    private readonly carriers: CarrierBooking,
    private readonly outbox: Outbox,
    @Inject(SHIPPING_CONFIG) private readonly config: ShippingConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.untrack = trackPendingTransmissions(async () => {
      if (!this.tx.dataSource.isInitialized) return [];
      const rows = (await this.tx.dataSource.query(PENDING)) as Array<{ carrier_code: number; pending: number; oldest: number }>;
      return rows.map((r) => ({ carrier: this.carriers.connectorName(r.carrier_code), pending: r.pending, oldestSeconds: r.oldest }));
    });
    this.timer = setInterval(() => void this.poll(), this.config.carriers.workerPollMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.untrack?.();
    // Calls in flight end within their time-out; an unfinished one's lease runs out and the next process sends it.
    await this.polling;
  }

  /** Right after a booking's write: sends the orders now and waits for their carriers up to the bound. */
  afterBooking(orderNos: readonly string[]): Promise<void> {
    return this.waitUpToBound(orderNos.map((orderNo) => this.transmit(orderNo)));
  }

  /**
   * Waits for attempts already started, at most CARRIER_BOOKING_WAIT_MS; a failure here (the database) is the
   * worker's to retry, never the booking call's.
   */
  async waitUpToBound(attempts: ReadonlyArray<Promise<TransmissionOutcome>>): Promise<void> {
    if (!attempts.length) return;
    const settled = Promise.all(
      attempts.map((a) =>
        a.catch((error) => this.logger.warn(`transmission attempt failed: ${error instanceof Error ? error.message : String(error)}`)),
      ),
    );
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.config.carriers.bookingWaitMs)));
    await Promise.race([settled, bound]).finally(() => clearTimeout(timer));
  }

  /** One attempt at one order's transmission (shared by concurrent callers in this process). */
  transmit(orderNo: string): Promise<TransmissionOutcome> {
    let work = this.working.get(orderNo);
    if (!work) {
      work = this.attempt(orderNo).finally(() => this.working.delete(orderNo));
      this.working.set(orderNo, work);
    }
    return work;
  }

  /** The worker's round: every due transmission, a batch at a time, until none is due (public for tests). */
  poll(): Promise<void> {
    return (this.polling ??= this.drain().finally(() => (this.polling = null)));
  }

  private async drain(): Promise<void> {
    const batch = Math.max(1, this.config.carriers.concurrency * 4);
    try {
      for (;;) {
        const due = (await this.tx.dataSource.query(DUE, [batch])) as Array<{ order_no: string }>;
        const fresh = due.filter((d) => !this.working.has(d.order_no));
        if (!fresh.length) return;
        await Promise.all(fresh.map((d) => this.transmit(d.order_no)));
        if (due.length < batch || !this.timer) return;
      }
    } catch (error) {
      this.logger.warn(`transmission round failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * A definite no: the transmission and the order say refused, and OrderCancelled (reason CARRIER_REFUSED) tells
   * billing to credit what it billed for the booking, in one transaction.
   */
  private async refuse(claimed: Claimed, refusal: CarrierRefused): Promise<void> {
    await this.tx.run(async (manager) => {
      const [rows] = (await manager.query(REFUSE, [claimed.order_no, refusal.reason, refusal.carrierCode, refusal.carrierText])) as [
        Array<{ customer_id: number; supplier_id: number | null }>,
        number,
      ];
      const order = rows[0];
      if (!order) return;
      const now = new Date();
      await this.outbox.record(
        'OrderCancelled',
        claimed.order_no,
        {
          orderNo: claimed.order_no,
          customerId: String(order.customer_id),
          consignmentNo: claimed.reference,
          supplierId: order.supplier_id ?? claimed.carrier_code,
          cancelledAt: now.toISOString(),
          cancelledBy: '',
          carrierShipmentId: '',
          reason: 'CARRIER_REFUSED',
        },
        now,
      );
    });
  }

  /** The order was cancelled while its carrier was making the shipment: void what the carrier made. */
  private async voidIfCancelled(claimed: Claimed, booked: CarrierBooked): Promise<void> {
    const [row] = (await this.tx.dataSource.query(`SELECT state FROM carrier_transmissions WHERE order_no = $1`, [claimed.order_no])) as {
      state: string;
    }[];
    if (row?.state !== 'cancelled') return;
    try {
      await this.carriers.cancel(claimed.carrier_code, booked.carrierShipmentId);
      await this.tx.dataSource.query(`UPDATE carrier_transmissions SET carrier_shipment_id = $2 WHERE order_no = $1`, [
        claimed.order_no,
        booked.carrierShipmentId,
      ]);
    } catch (error) {
      this.logger.error(`order ${claimed.order_no}: cancelled meanwhile, but the void at the carrier failed: ${(error as Error).message}`);
    }
  }

  private async attempt(orderNo: string): Promise<TransmissionOutcome> {
    const db = this.tx.dataSource;
    const [claimed] = ((await db.query(CLAIM, [orderNo, leaseMs(this.config.carriers.callTimeoutMs)])) as [Claimed[], number])[0];
    if (!claimed) return 'not-due';
    if (claimed.outcome_unknown && !this.carriers.canLookUp(claimed.carrier_code)) {
      // The carrier may hold the shipment and cannot be asked: held for a person (the pending age shows it), never booked twice.
      await db.query(HOLD, [orderNo]);
      this.logger.error(
        `order ${orderNo}: outcome at ${this.carriers.connectorName(claimed.carrier_code)} unknown and not checkable; held`,
      );
      return 'retry';
    }
    let booked: CarrierBooked;
    try {
      const shipment = toCarrierShipment(claimed.carrier_code, claimed.order_no, claimed.document, claimed.created_at);
      booked = await this.carriers.book(shipment, { lookupFirst: claimed.outcome_unknown });
    } catch (error) {
      if (error instanceof CarrierRefused || error instanceof IncompleteShipmentError) {
        const refusal =
          error instanceof CarrierRefused
            ? error
            : new CarrierRefused(this.carriers.connectorName(claimed.carrier_code), 'CARRIER.REFUSED', 'INCOMPLETE', error.message);
        await this.refuse(claimed, refusal);
        this.logger.warn(`order ${orderNo}: refused by ${refusal.carrier} (${refusal.carrierCode})`);
        return 'refused';
      }
      const unavailable = error instanceof CarrierUnavailable ? error : null;
      const delay = nextAttemptDelayMs(claimed.attempts, this.config.carriers.retryMaxMs, unavailable?.retryAfterMs);
      const summary = unavailable ? `${unavailable.kind}${unavailable.status ? ` ${unavailable.status}` : ''}` : 'unexpected';
      await db.query(RETRY, [orderNo, delay, unavailable ? unavailable.outcomeUnknown : true, summary]);
      if (!unavailable)
        this.logger.error(`order ${orderNo}: transmission failed unexpectedly`, error instanceof Error ? error.stack : String(error));
      return 'retry';
    }
    const [, confirmed] = (await db.query(CONFIRM, [
      orderNo,
      booked.carrierShipmentId,
      booked.trackingNumbers,
      JSON.stringify(booked.labels),
      booked.warnings,
    ])) as [unknown, number];
    if (!confirmed) await this.voidIfCancelled(claimed, booked);
    return 'confirmed';
  }
}
