import { randomUUID } from 'node:crypto';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import {
  batchParam,
  firstOfEachKey,
  MessageCode,
  preparedSql,
  runPrepared,
  StatementBatcher,
  TransactionHost,
  translate,
} from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { findCarrier } from '@freight/reference-data';
import type { EntityManager } from 'typeorm';
import { type ConsignmentDocument, randomAlphanumeric } from '../../consignments/domain/consignment-document';
import { CarrierBooking } from '../carrier-booking.port';
import { CarrierRefused, CarrierUnavailable } from '../carrier-errors';
import { CarrierBooked, IncompleteShipmentError, toCarrierPickup, toCarrierShipment } from '../carrier-shipment';
import { trackPendingTransmissions } from '../carrier.metrics';
import { SHIPPING_CONFIG, ShippingConfig } from '../../shipping.config';
import { nextAttemptDelayMs } from './backoff';

/** What one attempt came to. */
export type TransmissionOutcome = 'confirmed' | 'refused' | 'retry' | 'not-due';

interface Claimed {
  order_no: string;
  customer_id: number;
  no_pickup: boolean;
  carrier_code: number;
  reference: string;
  attempts: number;
  outcome_unknown: boolean;
  created_at: Date;
  document: ConsignmentDocument;
}

type ClaimedPickup = Claimed & { carrier_shipment_id: string; tracking_numbers: string[] };

/** A claimed row is the claimer's for this long (a lookup and a booking, each with its time-out, and a margin). */
const leaseMs = (callTimeoutMs: number) => 2 * callTimeoutMs + 5000;

/**
 * Claims the pending transmissions of many callers at once, each for one caller (the first to ask): rows locked in
 * key order and a row another replica is claiming skipped, so two batches never wait on each other.
 */
const CLAIM = preparedSql(`WITH x AS (
    SELECT t.order_no FROM carrier_transmissions t
     WHERE t.order_no IN (SELECT order_no FROM json_to_recordset($1::json) AS x(order_no text))
       AND t.state = 'pending' AND (t.lease_until IS NULL OR t.lease_until < now())
     ORDER BY t.order_no FOR UPDATE SKIP LOCKED)
  UPDATE carrier_transmissions t
    SET lease_until = now() + $2 * interval '1 millisecond', attempts = t.attempts + 1
   FROM x WHERE t.order_no = x.order_no
  RETURNING t.order_no, t.carrier_code, t.reference, t.attempts, t.outcome_unknown, t.created_at,
    (SELECT c.document FROM orders o JOIN consignments c ON c.id = o.consignment_id WHERE o.order_no = t.order_no) AS document,
    (SELECT o.customer_id FROM orders o WHERE o.order_no = t.order_no) AS customer_id,
    (SELECT o.no_pickup FROM orders o WHERE o.order_no = t.order_no) AS no_pickup`);

/** A confirmed shipment whose pickup is due, for one caller (the same lease as bookings). */
const CLAIM_PICKUP = `UPDATE carrier_transmissions t
    SET lease_until = now() + $2 * interval '1 millisecond', attempts = t.attempts + 1
  WHERE t.order_no = $1 AND t.state = 'confirmed' AND t.pickup_state = 'pending' AND t.next_attempt_at <= now()
    AND (t.lease_until IS NULL OR t.lease_until < now())
  RETURNING t.order_no, t.carrier_code, t.reference, t.attempts, t.created_at, t.carrier_shipment_id, t.tracking_numbers,
    (SELECT c.document FROM orders o JOIN consignments c ON c.id = o.consignment_id WHERE o.order_no = t.order_no) AS document,
    (SELECT o.customer_id FROM orders o WHERE o.order_no = t.order_no) AS customer_id`;

/** Picked up, for many callers: the order numbers whose pickup was still pending (not cancelled meanwhile). */
const PICKED_UP = preparedSql(`UPDATE carrier_transmissions t
    SET pickup_state = 'confirmed', pickup_confirmation = x.confirmation, pickup_error = NULL, lease_until = NULL
   FROM json_to_recordset($1::json) AS x(order_no text, confirmation text)
  WHERE t.order_no = x.order_no AND t.pickup_state = 'pending'
  RETURNING t.order_no`);

const PICKUP_REFUSED = `UPDATE carrier_transmissions SET pickup_state = 'refused', pickup_error = $2, lease_until = NULL
  WHERE order_no = $1 AND pickup_state = 'pending'`;

const PICKUP_RETRY = `UPDATE carrier_transmissions
    SET lease_until = NULL, next_attempt_at = now() + $2 * interval '1 millisecond', pickup_error = $3
  WHERE order_no = $1 AND pickup_state = 'pending'`;

/**
 * Confirmed, for many callers: the order numbers still pending (not cancelled meanwhile); a pickup to book is claimed
 * in the same statement (`pickup_lease`: the lease, as CLAIM_PICKUP would take it).
 */
const CONFIRM = preparedSql(`WITH x AS (
    SELECT * FROM json_to_recordset($1::json)
      AS x(order_no text, shipment_id text, tracking_numbers text[], labels jsonb, warnings text[], pickup_lease integer)),
  t AS (
    UPDATE carrier_transmissions t SET state = 'confirmed', settled_at = now(), carrier_shipment_id = x.shipment_id,
           tracking_numbers = x.tracking_numbers, labels = x.labels, warnings = x.warnings, last_error = NULL,
           pickup_state = CASE WHEN x.pickup_lease IS NOT NULL THEN 'pending' END, next_attempt_at = now(),
           lease_until = now() + x.pickup_lease * interval '1 millisecond',
           attempts = t.attempts + CASE WHEN x.pickup_lease IS NOT NULL THEN 1 ELSE 0 END
      FROM x WHERE t.order_no = x.order_no AND t.state = 'pending' RETURNING t.order_no),
  o AS (UPDATE orders o SET carrier_state = 'confirmed' FROM t WHERE o.order_no = t.order_no)
  SELECT order_no FROM t`);

interface Confirmation {
  orderNo: string;
  booked: CarrierBooked;
  pickupLeaseMs: number | null;
}

const REFUSE = `WITH t AS (
    UPDATE carrier_transmissions SET state = 'refused', settled_at = now(), lease_until = NULL, refusal_reason = $2,
           refusal_code = $3, refusal_text = $4, last_error = NULL
     WHERE order_no = $1 AND state = 'pending' RETURNING order_no)
  UPDATE orders o SET carrier_state = 'refused' FROM t WHERE o.order_no = t.order_no RETURNING o.customer_id, o.supplier_id`;

/**
 * The refused booking's send-list entry for correction: a copy of its consignment (unbooked: no consignment number)
 * under a new temporary order that names the refused one, priced as it was booked.
 */
const CORRECTION = `WITH src AS (
    SELECT o.*, c.document, c.template_name AS consignment_template FROM orders o JOIN consignments c ON c.id = o.consignment_id
     WHERE o.order_no = $1),
  copy AS (
    INSERT INTO consignments (id, customer_id, consignment_no, template_name, temporary, document, created_at, updated_at)
    SELECT $2::uuid, customer_id, NULL, consignment_template, false,
           (document - 'consignmentNo') || jsonb_build_object('orderNo', $3::text, 'consignmentId', $2::text), now(), now()
      FROM src RETURNING id)
  INSERT INTO orders (order_no, customer_id, consignment_id, supplier_id, price_supplier, template_name, consignee_type, calculated_price_ore,
                      calculated_currency, sender_order_ref, date_booked, printed, no_pickup, insured, goods_value_ore, insurance_price_ore,
                      date_placed, carrier_state, corrects_order_no)
  SELECT $3, src.customer_id, copy.id, supplier_id, price_supplier, template_name, consignee_type, calculated_price_ore, calculated_currency,
         sender_order_ref, NULL, false, no_pickup, insured, goods_value_ore, insurance_price_ore, now(), 'refused', src.order_no
    FROM src, copy
  RETURNING order_no, customer_id, consignment_id, template_name, supplier_id, calculated_price_ore, calculated_currency, insured, goods_value_ore`;

const BATCHES = { concurrency: 2, maxBatch: 100 };

/** Per call, whether the statement's rows name its key; only the first call of each key was sent. */
function answeredOnce<Call>(calls: readonly Call[], keyOf: (call: Call) => string, rows: ReadonlyArray<{ order_no: string }>): boolean[] {
  const done = new Set(rows.map((row) => row.order_no));
  return calls.map((call) => done.delete(keyOf(call)));
}

/** Refusal mails go from the no-reply address (MailRequested sender 1). */
const NO_REPLY_SENDER = 1;

const RETRY = `UPDATE carrier_transmissions
    SET lease_until = NULL, next_attempt_at = now() + $2 * interval '1 millisecond', outcome_unknown = outcome_unknown OR $3, last_error = $4
  WHERE order_no = $1 AND state = 'pending'`;

const HOLD = `UPDATE carrier_transmissions
    SET lease_until = NULL, next_attempt_at = 'infinity', last_error = 'unknown outcome: check at the carrier'
  WHERE order_no = $1 AND state = 'pending'`;

const DUE = `SELECT order_no FROM carrier_transmissions
  WHERE (state = 'pending' OR (state = 'confirmed' AND pickup_state = 'pending')) AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
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
  // Each booking's claim, confirmation and pickup are a statement each: concurrent bookings share them.
  private readonly claims = new StatementBatcher<string, Claimed | undefined>((orderNos) => this.claimAll(orderNos), BATCHES);
  private readonly confirmations = new StatementBatcher<Confirmation, boolean>((calls) => this.confirmAll(calls), BATCHES);
  private readonly pickups = new StatementBatcher<{ orderNo: string; confirmationNo: string }, boolean>(
    (calls) => this.pickedUpAll(calls),
    BATCHES,
  );

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

  private async claimAll(orderNos: readonly string[]): Promise<Array<Claimed | undefined>> {
    const first = firstOfEachKey(orderNos, (orderNo) => orderNo);
    const rows = await runPrepared<Claimed>(this.tx.dataSource, CLAIM, [
      batchParam(first.map((order_no) => ({ order_no }))),
      leaseMs(this.config.carriers.callTimeoutMs),
    ]);
    const byOrder = new Map(rows.map((row) => [row.order_no, row]));
    // A row goes to the first caller that asked for it; a repeat in the batch claimed nothing.
    return orderNos.map((orderNo) => {
      const row = byOrder.get(orderNo);
      byOrder.delete(orderNo);
      return row;
    });
  }

  private async confirmAll(calls: readonly Confirmation[]): Promise<boolean[]> {
    const first = firstOfEachKey(calls, (call) => call.orderNo);
    const rows = await runPrepared<{ order_no: string }>(this.tx.dataSource, CONFIRM, [
      batchParam(
        first.map(({ orderNo, booked, pickupLeaseMs }) => ({
          order_no: orderNo,
          shipment_id: booked.carrierShipmentId,
          tracking_numbers: booked.trackingNumbers,
          labels: booked.labels,
          warnings: booked.warnings,
          pickup_lease: pickupLeaseMs,
        })),
      ),
    ]);
    return answeredOnce(calls, (call) => call.orderNo, rows);
  }

  private async pickedUpAll(calls: ReadonlyArray<{ orderNo: string; confirmationNo: string }>): Promise<boolean[]> {
    const first = firstOfEachKey(calls, (call) => call.orderNo);
    const rows = await runPrepared<{ order_no: string }>(this.tx.dataSource, PICKED_UP, [
      batchParam(first.map(({ orderNo, confirmationNo }) => ({ order_no: orderNo, confirmation: confirmationNo }))),
    ]);
    return answeredOnce(calls, (call) => call.orderNo, rows);
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
   * A definite no, in one transaction: the transmission and the order say refused; OrderCancelled (reason
   * CARRIER_REFUSED) tells billing to credit what it billed for the booking; a copy of the consignment goes back to
   * the send list for correction (OrderCreated); and the member is mailed once (the refusal is written only while
   * the transmission is pending, so a repeat finds nothing to refuse and mails nothing).
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
      const correctionOrderNo = await this.correction(manager, claimed.order_no, now);
      await this.mailRefusal(manager, claimed, refusal, order.customer_id, correctionOrderNo);
    });
  }

  /** The send-list entry for correcting a refused booking; its order number. */
  private async correction(manager: EntityManager, orderNo: string, now: Date): Promise<string> {
    const correctionOrderNo = randomAlphanumeric(16);
    const [copy] = (await manager.query(CORRECTION, [orderNo, randomUUID(), correctionOrderNo])) as Array<{
      order_no: string;
      customer_id: number;
      consignment_id: string;
      template_name: string | null;
      supplier_id: number | null;
      calculated_price_ore: string | null;
      calculated_currency: string | null;
      insured: boolean;
      goods_value_ore: string | null;
    }>;
    await this.outbox.record(
      'OrderCreated',
      copy.order_no,
      {
        orderNo: copy.order_no,
        customerId: String(copy.customer_id),
        consignmentId: copy.consignment_id,
        templateName: copy.template_name ?? '',
        supplierId: copy.supplier_id ?? 0,
        calculatedPriceOre: copy.calculated_price_ore ?? '0',
        calculatedCurrency: copy.calculated_currency ?? '',
        insured: copy.insured,
        goodsValueOre: copy.goods_value_ore ?? '0',
        createdBy: '',
      },
      now,
    );
    return correctionOrderNo;
  }

  /** The member's mail (Swedish, the portal's language; the customer's address from its profile), or none without an address. */
  private async mailRefusal(
    manager: EntityManager,
    claimed: Claimed,
    refusal: CarrierRefused,
    customerId: number,
    correctionOrderNo: string,
  ): Promise<void> {
    const [profile] = (await manager.query('SELECT email FROM customer_profiles WHERE customer_id = $1', [customerId])) as Array<{
      email: string;
    }>;
    const to = profile?.email.trim();
    if (!to) return;
    const language = 'sv';
    const params = {
      orderNo: claimed.order_no,
      consignmentNo: claimed.reference,
      carrier: findCarrier(claimed.carrier_code)?.name ?? String(claimed.carrier_code),
      reason: translate(refusal.reason as MessageCode, language, { carrierText: refusal.carrierText }),
      correctionOrderNo,
    };
    await this.outbox.record('MailRequested', claimed.order_no, {
      customerId: String(customerId),
      to: [to],
      subject: translate('MAIL.CARRIER_REFUSED_SUBJECT', language, params).slice(0, 200),
      text: translate('MAIL.CARRIER_REFUSED_TEXT', language, params),
      senderType: NO_REPLY_SENDER,
      language,
      kind: 'carrier-refused',
      reference: claimed.order_no,
    });
  }

  /** The order was cancelled while its carrier was making the shipment: void what the carrier made. */
  private async voidIfCancelled(claimed: Claimed, booked: CarrierBooked): Promise<void> {
    const [row] = (await this.tx.dataSource.query(`SELECT state FROM carrier_transmissions WHERE order_no = $1`, [claimed.order_no])) as {
      state: string;
    }[];
    if (row?.state !== 'cancelled') return;
    try {
      await this.carriers.cancel(claimed.carrier_code, booked.carrierShipmentId, claimed.customer_id);
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
    const claimed = await this.claims.call(orderNo);
    if (!claimed) return this.attemptPickup(orderNo);
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
      const shipment = {
        ...toCarrierShipment(claimed.carrier_code, claimed.order_no, claimed.document, claimed.created_at),
        customerId: claimed.customer_id,
      };
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
    const picksUp = !claimed.no_pickup && this.carriers.picksUp(claimed.carrier_code);
    const confirmed = await this.confirmations.call({
      orderNo,
      booked,
      pickupLeaseMs: picksUp ? leaseMs(this.config.carriers.callTimeoutMs) : null,
    });
    if (!confirmed) await this.voidIfCancelled(claimed, booked);
    else if (picksUp)
      await this.bookPickup({
        ...claimed,
        attempts: claimed.attempts + 1,
        carrier_shipment_id: booked.carrierShipmentId,
        tracking_numbers: booked.trackingNumbers,
      });
    return 'confirmed';
  }

  /**
   * Books a confirmed shipment's pickup at its carrier, when one is due: confirmed (its number kept), refused (the
   * carrier's text kept; the booking stands, the member arranges the collection), or tried again with back-off.
   * A pickup booked while the order was being cancelled is cancelled again at once.
   */
  private async attemptPickup(orderNo: string): Promise<TransmissionOutcome> {
    const [claimed] = (
      (await this.tx.dataSource.query(CLAIM_PICKUP, [orderNo, leaseMs(this.config.carriers.callTimeoutMs)])) as [ClaimedPickup[], number]
    )[0];
    return claimed ? this.bookPickup(claimed) : 'not-due';
  }

  /** The pickup of a transmission this caller holds the lease of. */
  private async bookPickup(claimed: ClaimedPickup): Promise<TransmissionOutcome> {
    const db = this.tx.dataSource;
    const orderNo = claimed.order_no;
    let confirmationNo: string;
    try {
      const shipment = toCarrierShipment(claimed.carrier_code, claimed.order_no, claimed.document, claimed.created_at);
      const pickup = toCarrierPickup(shipment, claimed.document, {
        carrierShipmentId: claimed.carrier_shipment_id,
        trackingNumbers: claimed.tracking_numbers ?? [],
      });
      confirmationNo = await this.carriers.bookPickup(pickup, claimed.customer_id);
    } catch (error) {
      if (error instanceof CarrierRefused || error instanceof IncompleteShipmentError) {
        const text = error instanceof CarrierRefused ? `${error.carrierCode} ${error.carrierText}`.trim() : error.message;
        await db.query(PICKUP_REFUSED, [orderNo, text.slice(0, 500)]);
        this.logger.warn(`order ${orderNo}: pickup refused by ${this.carriers.connectorName(claimed.carrier_code)}`);
        return 'refused';
      }
      const unavailable = error instanceof CarrierUnavailable ? error : null;
      const delay = nextAttemptDelayMs(claimed.attempts, this.config.carriers.retryMaxMs, unavailable?.retryAfterMs);
      const summary = unavailable ? `${unavailable.kind}${unavailable.status ? ` ${unavailable.status}` : ''}` : 'unexpected';
      await db.query(PICKUP_RETRY, [orderNo, delay, summary]);
      if (!unavailable)
        this.logger.error(`order ${orderNo}: pickup booking failed unexpectedly`, error instanceof Error ? error.stack : String(error));
      return 'retry';
    }
    const picked = await this.pickups.call({ orderNo, confirmationNo });
    if (!picked) {
      // Cancelled meanwhile: the pickup just made is not wanted.
      await this.carriers
        .cancelPickup(claimed.carrier_code, confirmationNo, claimed.customer_id)
        .catch((error: Error) =>
          this.logger.error(`order ${orderNo}: cancelled meanwhile, but the pickup's cancellation failed: ${error.message}`),
        );
    }
    return 'confirmed';
  }
}
