import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { SELLER } from '../../domain/seller';
import { SIE_ACCOUNTS, SieVoucher, writeSie } from '../domain/sie';

export class ExportSieQuery {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly now: Date = new Date(),
  ) {}
}

/**
 * The period's invoices (series F: receivable against revenue per kind of line and output VAT) and matched
 * and unmatched payments (series B: bank against receivable, or against customer advances until matched) as SIE 4I.
 */
@QueryHandler(ExportSieQuery)
export class ExportSieHandler implements IQueryHandler<ExportSieQuery, Buffer> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ from, to, now }: ExportSieQuery): Promise<Buffer> {
    const bills: {
      id: string;
      bill_date: string;
      customer_id: number;
      credit: boolean;
      freight: string;
      insurance: string;
      fee: string;
      vat: string;
    }[] = await this.tx.manager.query(
      `SELECT b.id::text, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, b.customer_id, b.credit,
              coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'FREIGHT'), 0)::text AS freight,
              coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'INSURANCE'), 0)::text AS insurance,
              coalesce(sum(o.total_price_ore) FILTER (WHERE o.type = 'FEE'), 0)::text AS fee,
              coalesce(sum(o.vat_ore), 0)::text AS vat
         FROM bills b JOIN bill_orders o ON o.bill_id = b.id
        WHERE b.bill_date BETWEEN $1 AND $2
        GROUP BY b.id ORDER BY b.id`,
      [from, to],
    );
    const payments: { id: string; paid_on: string; amount_ore: string; bill_id: string | null; ocr: string }[] =
      await this.tx.manager.query(
        `SELECT id::text, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, amount_ore::text, bill_id::text, ocr
         FROM payments WHERE paid_on BETWEEN $1 AND $2 ORDER BY paid_on, registered_at, record_no`,
        [from, to],
      );
    const vouchers: SieVoucher[] = bills.map((b) => {
      const [freight, insurance, fee, vat] = [b.freight, b.insurance, b.fee, b.vat].map(BigInt);
      return {
        series: 'F',
        number: b.id,
        date: b.bill_date,
        text: `${b.credit ? 'Kreditfaktura' : 'Faktura'} ${b.id} kund ${b.customer_id}`,
        transactions: [
          { account: SIE_ACCOUNTS.receivables.no, amountOre: freight + insurance + fee + vat },
          { account: SIE_ACCOUNTS.freight.no, amountOre: -freight },
          { account: SIE_ACCOUNTS.insurance.no, amountOre: -insurance },
          { account: SIE_ACCOUNTS.fees.no, amountOre: -fee },
          { account: SIE_ACCOUNTS.outputVat.no, amountOre: -vat },
        ],
      };
    });
    payments.forEach((p, i) => {
      const amount = BigInt(p.amount_ore);
      vouchers.push({
        series: 'B',
        number: String(i + 1),
        date: p.paid_on,
        text: p.bill_id ? `Inbetalning faktura ${p.bill_id} OCR ${p.ocr}` : `Omatchad inbetalning ${p.ocr || 'utan referens'}`,
        transactions: [
          { account: SIE_ACCOUNTS.bank.no, amountOre: amount },
          { account: p.bill_id ? SIE_ACCOUNTS.receivables.no : SIE_ACCOUNTS.customerAdvances.no, amountOre: -amount },
        ],
      });
    });
    const year = from.slice(0, 4);
    return writeSie({
      company: SELLER.name,
      orgNo: SELLER.orgNo,
      generated: now.toISOString().slice(0, 10),
      fiscalYear: { from: `${year}-01-01`, to: `${year}-12-31` },
      vouchers,
    });
  }
}
