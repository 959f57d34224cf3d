/** BgMax records built column by column from Bankgirot's layout (80 columns, CRLF), for the payment tests. */
const pad = (value: string | number, width: number, digits = false) =>
  (digits ? String(value).padStart(width, '0') : String(value).padEnd(width)).slice(0, width);

export interface FilePayment {
  reference: string;
  amountOre: number;
  /** TK21: a deduction against the reference. */
  deduction?: boolean;
}

/** How a bank or a person might write the same payments again. */
export interface FileEncoding {
  /** TK01's creation time, YYYYMMDDHHMMSSmmmmmm. */
  createdAt?: string;
  lineEnd?: '\r\n' | '\n';
  /** Trailing spaces left off every record. */
  trimmed?: boolean;
}

/** One deposit (TK05 … TK15) dated `paymentDate` (YYYY-MM-DD) holding `payments`, inside TK01 … TK70. */
export function bgMaxFile(paymentDate: string, payments: FilePayment[], serial = 1, encoding: FileEncoding = {}): string {
  const records = [
    `01${pad('BGMAX', 20)}01${pad(encoding.createdAt ?? '20261201053012123456', 20)}P`,
    `05${pad(50501055, 10, true)}${pad('', 10)}SEK`,
  ];
  let count = 0;
  payments.forEach((p, i) => {
    const tk = p.deduction ? '21' : '20';
    if (!p.deduction) count++;
    records.push(
      `${tk}${pad(9912346, 10, true)}${pad(p.reference, 25)}${pad(p.amountOre, 18, true)}${p.reference ? '2' : '0'}1${pad(`0001${serial}${i}`, 12, true)}0${p.deduction ? '1' : ''}`,
    );
  });
  const total = payments.reduce((sum, p) => sum + (p.deduction ? -p.amountOre : p.amountOre), 0);
  records.push(
    `15${pad('99123456789012', 35)}${paymentDate.replaceAll('-', '')}${pad(serial, 5, true)}${pad(Math.max(total, 0), 18, true)}SEK${pad(count, 8, true)} `,
  );
  records.push(`70${pad(count, 8, true)}${pad(payments.length - count, 8, true)}${pad(0, 8, true)}${pad(1, 8, true)}`);
  const lineEnd = encoding.lineEnd ?? '\r\n';
  return records.map((r) => (encoding.trimmed ? r.trimEnd() : r.padEnd(80))).join(lineEnd) + lineEnd;
}
