import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { CronJob } from 'cron';
import { APP_LOGGER, AppLogger, batchParam, TransactionHost } from '@freight/kernel';
import { claimJobSlot, Outbox, PendingEvent, slotOf } from '@freight/messaging';
import { ocrReference } from '../../domain/ocr';
import { BILLING_CONFIG, BillingConfig } from '../../billing.config';
import { BUSINESS_TIME_ZONE } from '@freight/reference-data';

const LOCK_KEY = 'frakt-billing-invoice-run';
export const INVOICE_RUN_JOB = 'billing-invoice-run';
export const BILLING_TIME_ZONE = BUSINESS_TIME_ZONE;

export interface InvoiceRunResult {
  /** False when another replica (or call) was running one: this call did nothing. */
  ran: boolean;
  billDate: string;
  bills: number;
  lines: number;
}

interface DueCustomer {
  customer_id: number;
  bill_id: string;
  capital: string;
  vat: string;
  lines: number;
  period_from: string;
  period_to: string;
  currency: string;
  payment_days: number;
  comp_id: number | null;
  buyer: Record<string, string>;
  credits_bill_id: string | null;
}

/**
 * An invoice run: every customer's unbilled lines booked up to the run become one bill (an invoice, or a
 * credit invoice when they sum below zero) with its serial number, OCR reference and due date, and a
 * BillIssued each; the mails with their PDFs follow from those events (MailInvoiceWhenBillIssued), one bill
 * at a time, outside the run's transaction. Every replica schedules it: a session advisory lock keeps runs
 * from overlapping, and the job's slot, claimed in the run's transaction, lets one replica bill per slot (two
 * replicas ticking at once would otherwise bill the lines booked between their runs the same day, twice).
 * An admin call runs it at once under the same lock, outside any slot.
 */
@Injectable()
export class InvoiceRun implements OnModuleInit, OnModuleDestroy {
  private job: CronJob | undefined;

  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(BILLING_CONFIG) private readonly billing: BillingConfig,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    // The cycle is configuration (BILLING_INVOICE_CRON), which a decorator cannot read.
    this.job = CronJob.from({
      cronTime: this.billing.invoiceCron,
      timeZone: BILLING_TIME_ZONE,
      start: true,
      onTick: () => void this.onSchedule(new Date()),
    });
  }

  onModuleDestroy(): void {
    void this.job?.stop();
  }

  /** The scheduled run of the tick at `at`: its slot runs once across replicas. */
  async onSchedule(at: Date): Promise<void> {
    try {
      const result = await this.run(at, slotOf(at));
      if (result.ran) this.logger.info(result, 'invoice run done');
    } catch (error) {
      // Nothing of a failed run is kept (one transaction); the next run bills the same lines.
      this.logger.error({ err: error }, 'invoice run failed');
    }
  }

  /** One run as of `now` (tests pass their own instant): lines booked at or before it are billed; with a `slot`, once per slot. */
  async run(now: Date = new Date(), slot?: Date): Promise<InvoiceRunResult> {
    const runner = this.tx.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked, bill_date: billDate }]: { locked: boolean; bill_date: string }[] = await runner.query(
        `SELECT pg_try_advisory_lock(hashtext($1)) AS locked, to_char(($2::timestamptz AT TIME ZONE '${BILLING_TIME_ZONE}')::date, 'YYYY-MM-DD') AS bill_date`,
        [LOCK_KEY, now],
      );
      if (!locked) return { ran: false, billDate, bills: 0, lines: 0 };
      let result: InvoiceRunResult;
      try {
        const billed = await this.bill(now, billDate, slot);
        result = billed ? { ran: true, billDate, ...billed } : { ran: false, billDate, bills: 0, lines: 0 };
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]);
      }
      // A run rewrites every unbilled line: vacuumed now, the order search's counts stay index-only scans
      // instead of visiting each rewritten page until autovacuum comes by.
      if (result.lines) await runner.query('VACUUM (ANALYZE) bill_orders');
      return result;
    } finally {
      await runner.release();
    }
  }

  /** null when the slot was run already. */
  private bill(now: Date, billDate: string, slot?: Date): Promise<{ bills: number; lines: number } | null> {
    return this.tx.run(async (manager) => {
      // One snapshot for the sums and the marking: a line committed meanwhile is neither summed nor marked.
      await manager.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      if (slot && !(await claimJobSlot(manager, INVOICE_RUN_JOB, slot))) return null;
      // A run marks every customer's lines at once (a million at scale): the sessions' per-request timeout is not for it.
      await manager.query("SET LOCAL statement_timeout = '15min'");
      const due: DueCustomer[] = await manager.query(
        `WITH due AS (
           SELECT customer_id, sum(total_price_ore) AS capital, sum(vat_ore) AS vat, count(*)::int AS lines,
                  min(booked_date) AS period_from, max(booked_date) AS period_to, min(currency) AS currency,
                  max(order_no) FILTER (WHERE credit) AS credited_order
             FROM bill_orders WHERE bill_id IS NULL AND date_created <= $1
            GROUP BY customer_id
         )
         SELECT d.customer_id, nextval('bill_serial')::text AS bill_id, d.capital::text, d.vat::text, d.lines,
                to_char(d.period_from, 'YYYY-MM-DD') AS period_from, to_char(d.period_to, 'YYYY-MM-DD') AS period_to, d.currency,
                c.payment_days, c.comp_id,
                jsonb_build_object('name', c.name, 'orgNo', c.org_no, 'address', c.address, 'address2', c.address2, 'postcode', c.postcode, 'city', c.city) AS buyer,
                CASE WHEN d.capital < 0 THEN
                  (SELECT max(o.bill_id)::text FROM bill_orders o WHERE o.order_no = d.credited_order AND NOT o.credit AND o.bill_id IS NOT NULL)
                END AS credits_bill_id
           FROM due d JOIN customers c USING (customer_id)
          ORDER BY d.customer_id`,
        [now],
      );
      if (!due.length) return { bills: 0, lines: 0 };
      const bills = due.map((d) => ({
        id: d.bill_id,
        customer_id: d.customer_id,
        comp_id: d.comp_id,
        ocr: ocrReference(d.bill_id),
        payment_days: d.payment_days,
        period_from: d.period_from,
        period_to: d.period_to,
        currency: d.currency,
        capital: d.capital,
        vat: d.vat,
        credit: BigInt(d.capital) < 0n,
        credits_bill_id: d.credits_bill_id,
        buyer: d.buyer,
      }));
      await manager.query(
        `WITH b AS (
           SELECT * FROM json_to_recordset($1::json) AS b(id bigint, customer_id integer, comp_id integer, ocr text, payment_days integer,
             period_from date, period_to date, currency text, capital bigint, vat bigint, credit boolean, credits_bill_id bigint, buyer jsonb)
         ), billed AS (
           INSERT INTO bills (id, customer_id, comp_id, ocr, bill_date, due_date, period_from, period_to, currency,
                              total_capital_ore, total_vat_ore, paid_date, credit, credits_bill_id, buyer)
           SELECT id, customer_id, comp_id, ocr, $2::date, $2::date + payment_days, period_from, period_to, currency,
                  capital, vat, CASE WHEN capital + vat <= 0 THEN $2::date END, credit, credits_bill_id, buyer
             FROM b
         )
         UPDATE bill_orders o SET bill_id = b.id, date_billed = $2::date
           FROM b WHERE o.customer_id = b.customer_id AND o.bill_id IS NULL AND o.date_created <= $3`,
        [batchParam(bills), billDate, now],
      );
      const issued: { id: string; customer_id: number; due_date: string }[] = await manager.query(
        `SELECT id::text, customer_id, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM bills WHERE id = ANY($1::bigint[])`,
        [bills.map((b) => b.id)],
      );
      const dueDates = new Map(issued.map((b) => [b.id, b.due_date]));
      const events: PendingEvent[] = bills.map((b) => ({
        type: 'BillIssued',
        aggregateId: b.customer_id,
        data: {
          billId: b.id,
          customerId: String(b.customer_id),
          ocr: b.ocr,
          billDate,
          dueDate: dueDates.get(b.id) ?? '',
          totalCapitalOre: b.capital,
          totalVatOre: b.vat,
          currency: b.currency,
          credit: b.credit,
          creditsBillId: b.credits_bill_id ?? '',
        },
      }));
      await this.outbox.recordAll(events);
      return { bills: bills.length, lines: due.reduce((n, d) => n + d.lines, 0) };
    });
  }
}
