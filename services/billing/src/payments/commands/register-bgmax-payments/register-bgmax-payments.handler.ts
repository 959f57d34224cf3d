import { createHash, randomUUID } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { batchParam, TransactionHost } from '@freight/kernel';
import { Outbox, PendingEvent } from '@freight/messaging';
import { CreditControl } from '../../../credit-control/application/credit-control';
import { oreToDecimal } from '../../../domain/money';
import { BgMaxError, BgMaxFile, BgMaxPayment, BgMaxReader } from '../../domain/bgmax';
import { bgMaxInvalid, bgMaxTooLarge } from '../../domain/payment.errors';

/** The largest BgMax file taken: a day's incoming payments of a large payee are a few MB (80 bytes a record). */
export const BGMAX_MAX_BYTES = 32 * 1024 * 1024;

export class RegisterBgMaxPaymentsCommand {
  /** `file`: the whole text, or its bytes as they arrive (an upload), read record by record and never held whole. */
  constructor(readonly file: string | AsyncIterable<Buffer | string>) {}
}

export interface RegisterPaymentsResult {
  payments: number;
  matched: number;
  unmatched: number;
  /** Records of a file registered before: left as they were. */
  alreadyRegistered: number;
  amount: string;
}

/** Payments handed on per batch: each batch's rows, answers and events stay small, and the event loop turns between them. */
export const PAYMENT_BATCH = 500;

export interface BgMaxSummary {
  createdAt: string;
  test: boolean;
  /** Payment records in the file (extra references and deductions included). */
  payments: number;
  /** SHA-256 of the decoded text. */
  source: string;
}

/**
 * Reads a BgMax file as it arrives and hands its payments on in batches of about `batchSize` (whole deposits, once
 * their TK15 closes them): `onPayments` is awaited before the next bytes are read, so no more than a chunk and a
 * batch are ever held, whatever the file's size. Each chunk is decoded as UTF-8, hashed and parsed, then dropped.
 * A wrong opening fails on the first bytes, a file past BGMAX_MAX_BYTES as soon as it passes it, a broken or
 * truncated one at the latest at its end: batches handed on before then are the caller's to undo (a transaction).
 */
export async function readBgMaxInBatches(
  file: string | AsyncIterable<Buffer | string>,
  onPayments: (payments: BgMaxPayment[]) => Promise<void>,
  batchSize = PAYMENT_BATCH,
): Promise<BgMaxSummary> {
  const reader = new BgMaxReader();
  const digest = createHash('sha256');
  const decoder = new StringDecoder('utf8');
  let payments = 0;
  const hand = async (batch: BgMaxPayment[]) => {
    payments += batch.length;
    if (batch.length) await onPayments(batch);
  };
  const take = async (text: string) => {
    digest.update(text);
    reader.push(text);
    if (reader.ready >= batchSize) await hand(reader.takePayments());
  };
  try {
    if (typeof file === 'string') await take(file);
    else {
      let bytes = 0;
      for await (const chunk of file) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buffer.length;
        if (bytes > BGMAX_MAX_BYTES) throw bgMaxTooLarge();
        await take(decoder.write(buffer));
      }
      await take(decoder.end());
    }
    const end = reader.end();
    await hand(end.payments);
    return { createdAt: end.createdAt, test: end.test, payments, source: digest.digest('hex') };
  } catch (error) {
    if (error instanceof BgMaxError) throw bgMaxInvalid(error.message);
    throw error;
  }
}

/** The whole file's payments and its digest (small files, tests): readBgMaxInBatches collecting every batch. */
export async function readBgMax(file: string | AsyncIterable<Buffer | string>): Promise<{ parsed: BgMaxFile; source: string }> {
  const payments: BgMaxPayment[] = [];
  const { createdAt, test, source } = await readBgMaxInBatches(file, (batch) => {
    payments.push(...batch);
    return Promise.resolve();
  });
  return { parsed: { createdAt, test, payments }, source };
}

interface PaymentRow {
  id: string;
  source: string;
  record_no: number;
  ocr: string;
  amount_ore: number;
  paid_on: string;
  payer_bankgiro: string;
  receiving_bankgiro: string;
  bgc_serial: string;
}

interface InsertedPayment {
  id: string;
  bill_id: string | null;
  customer_id: number | null;
  amount_ore: string;
  paid_on: string;
  ocr: string;
}

/**
 * A BgMax file's payments, matched to bills by OCR reference. A payment adds to its bill's paid amount
 * (a deduction subtracts); the bill is paid once that reaches its total, and an over-payment stays on it as
 * the customer's credit. Unmatched payments are kept for review. A payment is known by the bank's identity
 * (bankIdentity: bankgiro, date, BGC serial, reference, amount), so the same payment again, in this file or
 * any other, changes nothing. The file is written as it arrives, a batch at a time, in one transaction: memory stays
 * one batch whatever the file's size, the event loop turns between batches, and a file that turns out broken or
 * truncated rolls every batch back (nothing is written). Imports run one at a time.
 */
@CommandHandler(RegisterBgMaxPaymentsCommand)
export class RegisterBgMaxPaymentsHandler implements ICommandHandler<RegisterBgMaxPaymentsCommand, RegisterPaymentsResult> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly credit: CreditControl,
  ) {}

  async execute({ file }: RegisterBgMaxPaymentsCommand): Promise<RegisterPaymentsResult> {
    // What registered a payment: this import (the file's digest is no longer what makes a payment unique).
    const importId = randomUUID();
    const paymentRow = (p: BgMaxPayment): PaymentRow => ({
      id: randomUUID(),
      source: importId,
      record_no: p.line,
      ocr: p.reference,
      amount_ore: p.amountOre,
      paid_on: p.paymentDate,
      payer_bankgiro: p.senderBankgiro,
      receiving_bankgiro: p.receivingBankgiro,
      bgc_serial: p.bgcSerial,
    });
    return this.tx.run(async (manager) => {
      // One import at a time: a second waits for the first to commit, then finds the payments they share known.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['frakt-billing-bgmax-import']);
      let matched = 0;
      let inserted = 0;
      let amount = 0n;
      const customers = new Set<number>();
      // Written as the file arrives, in this transaction: a broken or truncated file rolls every batch back.
      const read = await readBgMaxInBatches(file, async (payments) => {
        const batch = await this.registerBatch(payments.map(paymentRow));
        matched += batch.matched;
        inserted += batch.inserted;
        amount += batch.amount;
        for (const c of batch.customers) customers.add(c);
      });
      await this.credit.evaluate([...customers]);
      return {
        payments: read.payments,
        matched,
        unmatched: inserted - matched,
        alreadyRegistered: read.payments - inserted,
        amount: oreToDecimal(amount),
      };
    });
  }

  private async registerBatch(rows: PaymentRow[]): Promise<{ matched: number; inserted: number; amount: bigint; customers: number[] }> {
    const manager = this.tx.manager;
    // A payment known by the bank's identity, from another file or earlier in this one, is skipped (the partial unique
    // index is the arbiter; this transaction sees its own earlier batches).
    const inserted: InsertedPayment[] = await manager.query(
      `WITH p AS (
         SELECT * FROM json_to_recordset($1::json) AS p(id uuid, source text, record_no integer, ocr text, amount_ore bigint, paid_on date,
                                                        payer_bankgiro text, receiving_bankgiro text, bgc_serial text)
       )
       INSERT INTO payments (id, source, record_no, ocr, amount_ore, paid_on, payer_bankgiro, receiving_bankgiro, bgc_serial, bill_id, customer_id)
       SELECT p.id, p.source, p.record_no, p.ocr, p.amount_ore, p.paid_on, p.payer_bankgiro, p.receiving_bankgiro, p.bgc_serial, b.id, b.customer_id
         FROM p LEFT JOIN bills b ON b.ocr = p.ocr AND p.ocr <> ''
       ON CONFLICT (receiving_bankgiro, paid_on, bgc_serial, ocr, amount_ore) WHERE bgc_serial <> '' DO NOTHING
       RETURNING id::text, bill_id::text, customer_id, amount_ore::text, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, ocr`,
      [batchParam(rows)],
    );
    const matched = inserted.filter((p) => p.bill_id !== null);
    const settled: { id: string; customer_id: number; paid: boolean }[] = matched.length
      ? await manager.query(
          `WITH s AS (
             SELECT bill_id, sum(amount_ore) AS amount, max(paid_on) AS last_paid
               FROM json_to_recordset($1::json) AS p(bill_id bigint, amount_ore bigint, paid_on date) GROUP BY bill_id
           ), settled AS (
             UPDATE bills b SET paid_ore = b.paid_ore + s.amount,
                    paid_date = CASE WHEN b.total_capital_ore + b.total_vat_ore <= 0 THEN b.paid_date
                                     WHEN b.paid_ore + s.amount >= b.total_capital_ore + b.total_vat_ore THEN coalesce(b.paid_date, s.last_paid) END
               FROM s WHERE b.id = s.bill_id
             RETURNING b.id::text, b.customer_id, b.paid_date IS NOT NULL AS paid
           )
           SELECT * FROM settled`,
          [batchParam(matched.map((p) => ({ bill_id: p.bill_id, amount_ore: p.amount_ore, paid_on: p.paid_on })))],
        )
      : [];
    const paid = new Map(settled.map((b) => [b.id, b.paid]));
    const events: PendingEvent[] = matched.map((p) => ({
      type: 'PaymentRegistered',
      aggregateId: p.customer_id ?? 0,
      data: {
        paymentId: p.id,
        customerId: String(p.customer_id),
        billId: p.bill_id ?? '',
        ocr: p.ocr,
        amountOre: p.amount_ore,
        paidOn: p.paid_on,
        billPaid: paid.get(p.bill_id ?? '') ?? false,
      },
    }));
    await this.outbox.recordAll(events);
    return {
      matched: matched.length,
      inserted: inserted.length,
      amount: inserted.reduce((sum, p) => sum + BigInt(p.amount_ore), 0n),
      customers: settled.map((b) => b.customer_id),
    };
  }
}
