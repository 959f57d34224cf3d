import { Readable } from 'node:stream';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { SELLER } from '../../../domain/seller';
import { SIE_ACCOUNTS, SieVoucher, streamSie } from '../../domain/sie';

export class ExportSieQuery {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly now: Date = new Date(),
  ) {}
}

/** Bills or payments read per query: a page of vouchers is a few hundred kB of text, written before the next is read. */
export const SIE_PAGE = 1_000;

interface BillRow {
  id: string;
  bill_date: string;
  customer_id: number;
  credit: boolean;
  freight: string;
  export_freight: string;
  insurance: string;
  fee: string;
  vat: string;
}

interface PaymentRow {
  id: string;
  paid_on: string;
  registered_at: string;
  record_no: number;
  amount_ore: string;
  bill_id: string | null;
  ocr: string;
}

/**
 * The period's invoices (series F: receivable against revenue per kind of line and output VAT) and matched
 * and unmatched payments (series B: bank against receivable, or against customer advances until matched) as SIE 4I,
 * streamed: read page by page in key order and written as each page arrives, so a year's file never sits whole in
 * memory nor holds the event loop.
 */
@QueryHandler(ExportSieQuery)
export class ExportSieHandler implements IQueryHandler<ExportSieQuery, Readable> {
  constructor(private readonly tx: TransactionHost) {}

  execute({ from, to, now }: ExportSieQuery): Promise<Readable> {
    const year = from.slice(0, 4);
    const head = {
      company: SELLER.name,
      orgNo: SELLER.orgNo,
      generated: now.toISOString().slice(0, 10),
      fiscalYear: { from: `${year}-01-01`, to: `${year}-12-31` },
    };
    return Promise.resolve(Readable.from(streamSie(head, this.vouchers(from, to)), { objectMode: false }));
  }

  private async *vouchers(from: string, to: string): AsyncGenerator<SieVoucher[]> {
    yield* this.billVouchers(from, to);
    yield* this.paymentVouchers(from, to);
  }

  private async *billVouchers(from: string, to: string): AsyncGenerator<SieVoucher[]> {
    for (let after = '0'; ;) {
      // Each bill's sums from its own lines by index (a join let PostgreSQL hash every line of the table for every page).
      const page: (BillRow & { lines: number })[] = await this.tx.manager.query(
        `WITH page AS (SELECT id, bill_date, customer_id, credit FROM bills WHERE bill_date BETWEEN $1 AND $2 AND id > $3 ORDER BY id LIMIT $4)
         SELECT b.id::text, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, b.customer_id, b.credit, l.lines,
                l.freight::text AS freight, l.export_freight::text AS export_freight, l.insurance::text AS insurance, l.fee::text AS fee, l.vat::text AS vat
           FROM page b CROSS JOIN LATERAL (
             SELECT count(*)::int AS lines,
                    coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'FREIGHT' AND o.vat_rate <> 0), 0) AS freight,
                    coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'FREIGHT' AND o.vat_rate = 0), 0) AS export_freight,
                    coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'INSURANCE'), 0) AS insurance,
                    coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'FEE'), 0) AS fee,
                    coalesce(sum(o.vat_ore), 0) AS vat
               FROM bill_orders o WHERE o.bill_id = b.id) l
          ORDER BY b.id`,
        [from, to, after, SIE_PAGE],
      );
      if (!page.length) return;
      after = page[page.length - 1].id;
      // A bill without lines has nothing to book.
      const bills = page.filter((b) => b.lines > 0);
      yield bills.map((b) => {
        const [freight, exportFreight, insurance, fee, vat] = [b.freight, b.export_freight, b.insurance, b.fee, b.vat].map(BigInt);
        return {
          series: 'F',
          number: b.id,
          date: b.bill_date,
          text: `${b.credit ? 'Kreditfaktura' : 'Faktura'} ${b.id} kund ${b.customer_id}`,
          transactions: [
            { account: SIE_ACCOUNTS.receivables.no, amountOre: freight + exportFreight + insurance + fee + vat },
            { account: SIE_ACCOUNTS.freight.no, amountOre: -freight },
            { account: SIE_ACCOUNTS.exportFreight.no, amountOre: -exportFreight },
            { account: SIE_ACCOUNTS.insurance.no, amountOre: -insurance },
            { account: SIE_ACCOUNTS.fees.no, amountOre: -fee },
            { account: SIE_ACCOUNTS.outputVat.no, amountOre: -vat },
          ],
        };
      });
    }
  }

  private async *paymentVouchers(from: string, to: string): AsyncGenerator<SieVoucher[]> {
    let number = 0;
    let after: PaymentRow | undefined;
    for (;;) {
      // registered_at as text keeps its microseconds for the next page's key. Each page starts in the index, past the
      // last; the order names the table's columns (p.), not the text columns of the same names the select writes.
      const columns = `p.id::text AS id, to_char(p.paid_on, 'YYYY-MM-DD') AS paid_on, p.registered_at::text AS registered_at, p.record_no,
                       p.amount_ore::text AS amount_ore, p.bill_id::text AS bill_id, p.ocr`;
      const order = 'ORDER BY p.paid_on, p.registered_at, p.record_no, p.id LIMIT $3';
      const payments: PaymentRow[] = after
        ? await this.tx.manager.query(
            `SELECT ${columns} FROM payments p
              WHERE (p.paid_on, p.registered_at, p.record_no, p.id) > ($4::date, $5::timestamptz, $6::int, $7::uuid)
                AND p.paid_on <= $2 AND p.paid_on >= $1
              ${order}`,
            [from, to, SIE_PAGE, after.paid_on, after.registered_at, after.record_no, after.id],
          )
        : await this.tx.manager.query(`SELECT ${columns} FROM payments p WHERE p.paid_on BETWEEN $1 AND $2 ${order}`, [from, to, SIE_PAGE]);
      if (!payments.length) return;
      after = payments[payments.length - 1];
      yield payments.map((p) => {
        const amount = BigInt(p.amount_ore);
        return {
          series: 'B',
          number: String(++number),
          date: p.paid_on,
          text: p.bill_id ? `Inbetalning faktura ${p.bill_id} OCR ${p.ocr}` : `Omatchad inbetalning ${p.ocr || 'utan referens'}`,
          transactions: [
            { account: SIE_ACCOUNTS.bank.no, amountOre: amount },
            { account: p.bill_id ? SIE_ACCOUNTS.receivables.no : SIE_ACCOUNTS.customerAdvances.no, amountOre: -amount },
          ],
        };
      });
    }
  }
}
