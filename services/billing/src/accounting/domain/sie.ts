import { oreToDecimal } from '../../domain/money';

/** BAS accounts the export books on. */
export const SIE_ACCOUNTS = Object.freeze({
  receivables: { no: 1510, name: 'Kundfordringar' },
  bank: { no: 1930, name: 'Företagskonto/checkkonto/affärskonto' },
  customerAdvances: { no: 2420, name: 'Förskott från kunder' },
  outputVat: { no: 2611, name: 'Utgående moms på försäljning inom Sverige, 25 %' },
  freight: { no: 3001, name: 'Försäljning inom Sverige, 25 % moms' },
  // Freight of exports, exempt by 10 kap. 68 § ML (issue 29): kept apart from the taxed sales, as BAS does.
  exportFreight: { no: 3305, name: 'Försäljning tjänster till land utanför EU' },
  fees: { no: 3540, name: 'Faktureringsavgifter' },
  insurance: { no: 3590, name: 'Övriga sidointäkter, försäkringspremier' },
});

export interface SieTransaction {
  account: number;
  amountOre: bigint;
}

export interface SieVoucher {
  series: string;
  number: string;
  date: string;
  text: string;
  transactions: SieTransaction[];
}

export interface SieFile {
  company: string;
  orgNo: string;
  generated: string;
  fiscalYear: { from: string; to: string };
  vouchers: SieVoucher[];
}

const compact = (isoDate: string) => isoDate.replaceAll('-', '');
/**
 * SIE quotes text in double quotes and escapes a quote inside with a backslash. A control character (a bare CR from a
 * bank file's reference, a tab) would end or break the record in an importer: it becomes a space.
 */
const quoted = (text: string) => `"${text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** A voucher balances when its transactions sum to zero; the export refuses to write one that does not. */
export function isBalanced(voucher: SieVoucher): boolean {
  return voucher.transactions.reduce((sum, t) => sum + t.amountOre, 0n) === 0n;
}

export type SieHead = Omit<SieFile, 'vouchers'>;

function headLines(head: SieHead): string[] {
  return [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    '#PROGRAM "Frakt" "1.0"',
    `#GEN ${compact(head.generated)}`,
    `#FNAMN ${quoted(head.company)}`,
    `#ORGNR ${head.orgNo}`,
    `#RAR 0 ${compact(head.fiscalYear.from)} ${compact(head.fiscalYear.to)}`,
    ...Object.values(SIE_ACCOUNTS).map((a) => `#KONTO ${a.no} ${quoted(a.name)}`),
  ];
}

function voucherLines(voucher: SieVoucher, lines: string[]): void {
  if (!isBalanced(voucher)) throw new Error(`Voucher ${voucher.series} ${voucher.number} does not balance`);
  lines.push(`#VER ${voucher.series} ${voucher.number} ${compact(voucher.date)} ${quoted(voucher.text)}`, '{');
  for (const t of voucher.transactions) if (t.amountOre !== 0n) lines.push(`   #TRANS ${t.account} {} ${oreToDecimal(t.amountOre)}`);
  lines.push('}');
}

const cp437Lines = (lines: string[]) => toCp437(lines.length ? `${lines.join('\r\n')}\r\n` : '');

/**
 * SIE 4 of type 4I (vouchers only, for import into an accounting system): #FLAGGA, #FORMAT PC8 (code
 * page 437), the accounts used, then #VER with #TRANS rows balanced per voucher. CRLF line ends.
 */
export function writeSie(file: SieFile): Buffer {
  const lines = headLines(file);
  for (const voucher of file.vouchers) voucherLines(voucher, lines);
  return cp437Lines(lines);
}

/** The same file as writeSie, written as the vouchers arrive, a batch at a time: never the whole file in memory. */
export async function* streamSie(head: SieHead, batches: AsyncIterable<SieVoucher[]>): AsyncGenerator<Buffer> {
  yield cp437Lines(headLines(head));
  for await (const vouchers of batches) {
    const lines: string[] = [];
    for (const voucher of vouchers) voucherLines(voucher, lines);
    yield cp437Lines(lines);
  }
}

// Code page 437's upper half, for the characters a Swedish ledger uses (PC8 in SIE).
const CP437: Record<string, number> = {
  Ç: 0x80,
  ü: 0x81,
  é: 0x82,
  â: 0x83,
  ä: 0x84,
  à: 0x85,
  å: 0x86,
  ç: 0x87,
  ê: 0x88,
  ë: 0x89,
  è: 0x8a,
  ï: 0x8b,
  î: 0x8c,
  ì: 0x8d,
  Ä: 0x8e,
  Å: 0x8f,
  É: 0x90,
  æ: 0x91,
  Æ: 0x92,
  ô: 0x93,
  ö: 0x94,
  ò: 0x95,
  û: 0x96,
  ù: 0x97,
  ÿ: 0x98,
  Ö: 0x99,
  Ü: 0x9a,
  '¢': 0x9b,
  '£': 0x9c,
  '¥': 0x9d,
  á: 0xa0,
  í: 0xa1,
  ó: 0xa2,
  ú: 0xa3,
  ñ: 0xa4,
  Ñ: 0xa5,
  '½': 0xab,
  '¼': 0xac,
  '°': 0xf8,
};
export const CP437_DECODE: Readonly<Record<number, string>> = Object.fromEntries(Object.entries(CP437).map(([c, b]) => [b, c]));

/** Text as code page 437 bytes; a character outside it becomes "?". */
export function toCp437(text: string): Buffer {
  // Most of a ledger is ASCII, the same bytes in both: written at once, not a character at a time.
  if (!/[^\u0000-\u007f]/.test(text)) return Buffer.from(text, 'latin1');
  const bytes = Buffer.alloc(text.length);
  let n = 0;
  for (const c of text) {
    const code = c.codePointAt(0)!;
    bytes[n++] = code < 0x80 ? code : (CP437[c] ?? 0x3f);
  }
  return bytes.subarray(0, n);
}

export function fromCp437(bytes: Buffer): string {
  let text = '';
  for (const b of bytes) text += b < 0x80 ? String.fromCharCode(b) : (CP437_DECODE[b] ?? '?');
  return text;
}
