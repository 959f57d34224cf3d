/**
 * Bankgirot's BgMax file (incoming payments, fixed 80-column records): TK01 opening, per deposit a TK05,
 * its payments (TK20, deductions TK21, extra references TK22/TK23, and name/address/information
 * records TK25–TK29), then a TK15 with the deposit's payment date; TK70 closes with the record counts.
 */

export interface BgMaxPayment {
  /** The line (from 1) the payment record is on: with the file's digest, what makes a payment unique. */
  line: number;
  kind: 'payment' | 'deduction' | 'extra-reference';
  senderBankgiro: string;
  /** The OCR reference as the payer gave it (trimmed); '' when none. */
  reference: string;
  /** Öre; negative for deductions and negative extra references. */
  amountOre: number;
  /** YYYY-MM-DD, from the deposit record (TK15) that closes the payment's section. */
  paymentDate: string;
  receivingBankgiro: string;
  bgcSerial: string;
  payerName: string;
}

export interface BgMaxFile {
  createdAt: string;
  test: boolean;
  payments: BgMaxPayment[];
}

export class BgMaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(line ? `line ${line}: ${message}` : message);
    this.name = 'BgMaxError';
  }
}

const field = (record: string, from: number, to: number) => record.slice(from - 1, to);
const digits = (record: string, from: number, to: number, line: number, name: string): string => {
  const value = field(record, from, to);
  if (!/^\d+$/.test(value)) throw new BgMaxError(line, `${name} must be digits`);
  return value;
};
const isoDate = (yyyymmdd: string, line: number): string => {
  const iso = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
  if (Number.isNaN(Date.parse(iso))) throw new BgMaxError(line, 'invalid payment date');
  return iso;
};

export function parseBgMax(text: string): BgMaxFile {
  const lines = text.split(/\r?\n/);
  while (lines.length && lines.at(-1) === '') lines.pop();
  if (!lines.length || !lines[0].startsWith('01BGMAX')) throw new BgMaxError(1, 'the file must open with a TK01 BGMAX record');
  const opening = lines[0];
  if (field(opening, 23, 24) !== '01') throw new BgMaxError(1, 'only BgMax layout version 01 is supported');
  const createdAt = digits(opening, 25, 38, 1, 'the creation time');
  const payments: BgMaxPayment[] = [];
  let pending: Omit<BgMaxPayment, 'paymentDate'>[] = [];
  let receivingBankgiro = '';
  const counts = { payment: 0, deduction: 0, extra: 0, deposit: 0 };
  let closed = false;

  lines.forEach((record, index) => {
    const line = index + 1;
    if (index === 0) return;
    if (closed) throw new BgMaxError(line, 'records after the TK70 closing record');
    if (record.length > 80) throw new BgMaxError(line, 'a record is at most 80 characters');
    const tk = field(record, 1, 2);
    switch (tk) {
      case '05':
        if (pending.length) throw new BgMaxError(line, 'a deposit section opened before the previous one closed');
        receivingBankgiro = digits(record, 3, 12, line, 'the receiving bankgiro').replace(/^0+/, '');
        break;
      case '20':
      case '21':
      case '22':
      case '23': {
        const amount = Number(digits(record, 38, 55, line, 'the amount'));
        const negative = tk === '21' || tk === '23';
        pending.push({
          line,
          kind: tk === '20' ? 'payment' : tk === '21' ? 'deduction' : 'extra-reference',
          senderBankgiro: field(record, 3, 12).trim().replace(/^0+/, ''),
          reference: field(record, 13, 37).trim(),
          amountOre: negative ? -amount : amount,
          receivingBankgiro,
          bgcSerial: field(record, 58, 69).trim(),
          payerName: '',
        });
        if (tk === '20') counts.payment++;
        else if (tk === '21') counts.deduction++;
        else counts.extra++;
        break;
      }
      case '26': {
        const last = pending.at(-1);
        if (last) last.payerName = field(record, 3, 37).trim();
        break;
      }
      case '25':
      case '27':
      case '28':
      case '29':
        break;
      case '15': {
        const paymentDate = isoDate(digits(record, 38, 45, line, 'the payment date'), line);
        const declared = Number(digits(record, 72, 79, line, 'the payment count'));
        const sectionPayments = pending.filter((p) => p.kind === 'payment').length;
        if (declared !== sectionPayments)
          throw new BgMaxError(line, `the deposit declares ${declared} payments, the section has ${sectionPayments}`);
        payments.push(...pending.map((p) => ({ ...p, paymentDate })));
        pending = [];
        counts.deposit++;
        break;
      }
      case '70': {
        const declared = [
          digits(record, 3, 10, line, 'the payment count'),
          digits(record, 11, 18, line, 'the deduction count'),
          digits(record, 19, 26, line, 'the extra reference count'),
          digits(record, 27, 34, line, 'the deposit count'),
        ].map(Number);
        const actual = [counts.payment, counts.deduction, counts.extra, counts.deposit];
        if (declared.some((n, i) => n !== actual[i]))
          throw new BgMaxError(line, `the closing record's counts ${declared.join('/')} differ from the file's ${actual.join('/')}`);
        closed = true;
        break;
      }
      default:
        throw new BgMaxError(line, `unknown record type "${tk}"`);
    }
  });
  if (!closed) throw new BgMaxError(0, 'the file has no TK70 closing record');
  if (pending.length) throw new BgMaxError(0, 'payments after the last deposit record');
  return {
    createdAt: `${createdAt.slice(0, 4)}-${createdAt.slice(4, 6)}-${createdAt.slice(6, 8)}T${createdAt.slice(8, 10)}:${createdAt.slice(10, 12)}:${createdAt.slice(12, 14)}`,
    test: field(opening, 45, 45) === 'T',
    payments,
  };
}
