/**
 * Bankgirot's BgMax file (incoming payments, fixed 80-column records): TK01 opening, per deposit a TK05,
 * its payments (TK20, deductions TK21, extra references TK22/TK23, and name/address/information
 * records TK25–TK29), then a TK15 with the deposit's payment date; TK70 closes with the record counts.
 */

export interface BgMaxPayment {
  /** The line (from 1) the payment record is on, for the record; a payment's identity is the bank's (bankIdentity). */
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
/** Control characters (a bare CR, a tab, C1 controls) are never part of a name or a reference: read as spaces. */
const textField = (record: string, from: number, to: number) =>
  field(record, from, to)
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .trim();
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

/**
 * What makes a payment unique, whatever file brings it: the receiving bankgiro, the payment date, Bankgirot's serial,
 * the reference and the amount (an extra reference shares its payment's serial). The line and the file are not part of it.
 */
export const bankIdentity = (p: BgMaxPayment): string =>
  [p.receivingBankgiro, p.paymentDate, p.bgcSerial, p.reference, p.amountOre].join('|');

/** A whole file at once (tests, small files): the reader fed one chunk. */
export function parseBgMax(text: string): BgMaxFile {
  const reader = new BgMaxReader();
  reader.push(text);
  return reader.end();
}

/** The longest line held while waiting for its end: a record is 80 columns (81 with a CR); the opening is let run longer. */
const MAX_PENDING_LINE = 1024;

/**
 * Reads a BgMax file as it arrives, record by record: `push` each decoded chunk, then `end`. Refuses a file
 * that does not open with a TK01 BGMAX record from its first seven characters, and a line running past a
 * record's length without waiting for its end, so a wrong or garbage upload fails on its first bytes. Lines
 * are split on LF with one CR before it dropped; empty lines at the end are allowed, elsewhere they are errors.
 */
export class BgMaxReader {
  private partial = '';
  private line = 0;
  private emptyLines = 0;
  private createdAt = '';
  private test = false;
  private payments: BgMaxPayment[] = [];
  private pending: Omit<BgMaxPayment, 'paymentDate'>[] = [];
  private receivingBankgiro = '';
  private readonly counts = { payment: 0, deduction: 0, extra: 0, deposit: 0 };
  private closed = false;

  push(chunk: string): void {
    const text = this.partial + chunk;
    let from = 0;
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', from)) {
      const end = newline > from && text[newline - 1] === '\r' ? newline - 1 : newline;
      this.take(text.slice(from, end));
      from = newline + 1;
    }
    this.partial = text.slice(from);
    this.checkPartial();
  }

  /** Payments of the deposits closed so far, handed over once: the reader keeps no more than one batch. */
  get ready(): number {
    return this.payments.length;
  }

  takePayments(): BgMaxPayment[] {
    const taken = this.payments;
    this.payments = [];
    return taken;
  }

  /** The file's end: its payments not yet taken (all of them when none were), once the closing record checked out. */
  end(): BgMaxFile {
    if (this.partial !== '') this.take(this.partial);
    this.partial = '';
    if (this.line === 0 || !this.createdAt) throw new BgMaxError(1, 'the file must open with a TK01 BGMAX record');
    if (!this.closed) throw new BgMaxError(0, 'the file has no TK70 closing record');
    if (this.pending.length) throw new BgMaxError(0, 'payments after the last deposit record');
    const c = this.createdAt;
    return {
      createdAt: `${c.slice(0, 4)}-${c.slice(4, 6)}-${c.slice(6, 8)}T${c.slice(8, 10)}:${c.slice(10, 12)}:${c.slice(12, 14)}`,
      test: this.test,
      payments: this.payments,
    };
  }

  /** The line not yet ended: wrong from its first characters, or longer than any record can be. */
  private checkPartial(): void {
    const next = this.line + this.emptyLines + 1;
    if (next === 1 && !'01BGMAX'.startsWith(this.partial.slice(0, 7)))
      throw new BgMaxError(1, 'the file must open with a TK01 BGMAX record');
    if (this.partial.length > (next === 1 ? MAX_PENDING_LINE : 81)) throw new BgMaxError(next, 'a record is at most 80 characters');
  }

  /** One line; an empty one counts only once something follows it. */
  private take(record: string): void {
    if (record === '' && this.line > 0) {
      this.emptyLines++;
      return;
    }
    if (this.emptyLines) {
      this.line++;
      this.emptyLines--;
      this.record('', this.line);
    }
    this.line++;
    this.record(record, this.line);
  }

  private record(record: string, line: number): void {
    if (line === 1) {
      if (!record.startsWith('01BGMAX')) throw new BgMaxError(1, 'the file must open with a TK01 BGMAX record');
      if (field(record, 23, 24) !== '01') throw new BgMaxError(1, 'only BgMax layout version 01 is supported');
      this.createdAt = digits(record, 25, 38, 1, 'the creation time');
      this.test = field(record, 45, 45) === 'T';
      return;
    }
    if (this.closed) throw new BgMaxError(line, 'records after the TK70 closing record');
    if (record.length > 80) throw new BgMaxError(line, 'a record is at most 80 characters');
    const tk = field(record, 1, 2);
    const counts = this.counts;
    switch (tk) {
      case '05':
        if (this.pending.length) throw new BgMaxError(line, 'a deposit section opened before the previous one closed');
        this.receivingBankgiro = digits(record, 3, 12, line, 'the receiving bankgiro').replace(/^0+/, '');
        break;
      case '20':
      case '21':
      case '22':
      case '23': {
        const amount = Number(digits(record, 38, 55, line, 'the amount'));
        const negative = tk === '21' || tk === '23';
        this.pending.push({
          line,
          kind: tk === '20' ? 'payment' : tk === '21' ? 'deduction' : 'extra-reference',
          senderBankgiro: textField(record, 3, 12).replace(/^0+/, ''),
          reference: textField(record, 13, 37),
          amountOre: negative ? -amount : amount,
          receivingBankgiro: this.receivingBankgiro,
          // Bankgirot numbers every payment: with the deposit's bankgiro and date, what the bank knows it by.
          bgcSerial: digits(record, 58, 69, line, 'the BGC serial'),
          payerName: '',
        });
        if (tk === '20') counts.payment++;
        else if (tk === '21') counts.deduction++;
        else counts.extra++;
        break;
      }
      case '26': {
        const last = this.pending.at(-1);
        if (last) last.payerName = textField(record, 3, 37);
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
        const sectionPayments = this.pending.filter((p) => p.kind === 'payment').length;
        if (declared !== sectionPayments)
          throw new BgMaxError(line, `the deposit declares ${declared} payments, the section has ${sectionPayments}`);
        for (const p of this.pending) this.payments.push({ ...p, paymentDate });
        this.pending = [];
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
        this.closed = true;
        break;
      }
      default:
        throw new BgMaxError(line, `unknown record type "${tk}"`);
    }
  }
}
