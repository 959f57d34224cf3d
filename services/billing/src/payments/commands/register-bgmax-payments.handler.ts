import { createHash, randomUUID } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { batchParam, DomainError, TransactionHost } from '@freight/kernel';
import { Outbox, PendingEvent } from '@freight/messaging';
import { CreditControl } from '../../credit-control/application/credit-control';
import { oreToDecimal } from '../../domain/money';
import { bankIdentity, BgMaxError, BgMaxFile, BgMaxReader } from '../domain/bgmax';

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

export const bgMaxTooLarge = () =>
  new DomainError('too_large', 'VALIDATION.FILE_TOO_LARGE', { fieldErrors: [{ field: 'file', code: 'VALIDATION.FILE_TOO_LARGE' }] });

/**
 * The file's payments and its digest (what makes a record of it unique: the same file sent again is known),
 * read as it arrives: each chunk is decoded as UTF-8, hashed and parsed, then dropped. A wrong opening fails on
 * the first bytes, a file past BGMAX_MAX_BYTES as soon as it passes it.
 */
export async function readBgMax(file: string | AsyncIterable<Buffer | string>): Promise<{ parsed: BgMaxFile; source: string }> {
  const reader = new BgMaxReader();
  const digest = createHash('sha256');
  const decoder = new StringDecoder('utf8');
  const take = (text: string) => {
    digest.update(text);
    reader.push(text);
  };
  try {
    if (typeof file === 'string') take(file);
    else {
      let bytes = 0;
      for await (const chunk of file) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buffer.length;
        if (bytes > BGMAX_MAX_BYTES) throw bgMaxTooLarge();
        take(decoder.write(buffer));
      }
      take(decoder.end());
    }
    return { parsed: reader.end(), source: digest.digest('hex') };
  } catch (error) {
    if (error instanceof BgMaxError) throw new DomainError('invalid', 'BILL.BGMAX_INVALID', { params: { detail: error.message } });
    throw error;
  }
}

/** Payments written per statement: each batch's rows, answers and events stay small, and the event loop turns between them. */
export const PAYMENT_BATCH = 2_000;

interface PaymentRow {
  id: string;
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
 * any other, changes nothing. The whole file is read first, then written in batches in one transaction.
 */
@CommandHandler(RegisterBgMaxPaymentsCommand)
export class RegisterBgMaxPaymentsHandler implements ICommandHandler<RegisterBgMaxPaymentsCommand, RegisterPaymentsResult> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly credit: CreditControl,
  ) {}

  async execute({ file }: RegisterBgMaxPaymentsCommand): Promise<RegisterPaymentsResult> {
    // Read to its end before anything is written: a truncated or broken file writes nothing.
    const { parsed, source } = await readBgMax(file);
    const seen = new Set<string>();
    const rows: PaymentRow[] = [];
    for (const p of parsed.payments) {
      const identity = bankIdentity(p);
      if (seen.has(identity)) continue;
      seen.add(identity);
      rows.push({
        id: randomUUID(),
        record_no: p.line,
        ocr: p.reference,
        amount_ore: p.amountOre,
        paid_on: p.paymentDate,
        payer_bankgiro: p.senderBankgiro,
        receiving_bankgiro: p.receivingBankgiro,
        bgc_serial: p.bgcSerial,
      });
    }
    seen.clear();
    const records = parsed.payments.length;
    parsed.payments.length = 0;
    return this.tx.run(async () => {
      let matched = 0;
      let inserted = 0;
      let amount = 0n;
      const customers = new Set<number>();
      for (let from = 0; from < rows.length; from += PAYMENT_BATCH) {
        const batch = await this.registerBatch(rows.slice(from, from + PAYMENT_BATCH), source);
        matched += batch.matched;
        inserted += batch.inserted;
        amount += batch.amount;
        for (const c of batch.customers) customers.add(c);
      }
      await this.credit.evaluate([...customers]);
      return {
        payments: records,
        matched,
        unmatched: inserted - matched,
        alreadyRegistered: records - inserted,
        amount: oreToDecimal(amount),
      };
    });
  }

  private async registerBatch(
    rows: PaymentRow[],
    source: string,
  ): Promise<{ matched: number; inserted: number; amount: bigint; customers: number[] }> {
    const manager = this.tx.manager;
    // A payment known by the bank's identity is skipped (the partial unique index is the arbiter).
    const inserted: InsertedPayment[] = await manager.query(
      `WITH p AS (
         SELECT * FROM json_to_recordset($1::json) AS p(id uuid, record_no integer, ocr text, amount_ore bigint, paid_on date,
                                                        payer_bankgiro text, receiving_bankgiro text, bgc_serial text)
       )
       INSERT INTO payments (id, source, record_no, ocr, amount_ore, paid_on, payer_bankgiro, receiving_bankgiro, bgc_serial, bill_id, customer_id)
       SELECT p.id, $2, p.record_no, p.ocr, p.amount_ore, p.paid_on, p.payer_bankgiro, p.receiving_bankgiro, p.bgc_serial, b.id, b.customer_id
         FROM p LEFT JOIN bills b ON b.ocr = p.ocr AND p.ocr <> ''
       ON CONFLICT (receiving_bankgiro, paid_on, bgc_serial, ocr, amount_ore) WHERE bgc_serial <> '' DO NOTHING
       RETURNING id::text, bill_id::text, customer_id, amount_ore::text, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, ocr`,
      [batchParam(rows), source],
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
