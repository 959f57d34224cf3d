import type { PrintableConsignment, PrintablePackage } from '../domain/printable-consignment';
import { formatDecimal } from '../domain/printable-consignment';
import { ssccText } from '../domain/sscc';

export type ZplDensity = 203 | 300;

/** Field data may not carry ZPL's own command characters (^ and ~); UTF-8 (^CI28) carries å ä ö. */
const fd = (text: string) => text.replace(/[\^~\\]/g, ' ').replace(/[\r\n]+/g, ' ');

/**
 * ZPL II package labels, 4 × 6 in, one ^XA…^XZ per package, at 203 or 300 dpi. Coordinates are laid out
 * in 203-dpi dots and scaled, so both densities print the same label. The SSCC is a GS1-128 in the
 * printer's UCC/EAN mode (^BC…D: FNC1 and the AI's parentheses handled by the printer).
 */
export function renderZpl(consignments: readonly PrintableConsignment[], density: ZplDensity): string {
  const out: string[] = [];
  for (const consignment of consignments) for (const pkg of consignment.packages) out.push(label(consignment, pkg, density));
  return out.join('');
}

function label(c: PrintableConsignment, pkg: PrintablePackage, density: ZplDensity): string {
  const k = density / 203;
  const d = (n: number) => Math.round(n * k);
  const text = (x: number, y: number, height: number, value: string, width = 772) =>
    `^FO${d(x)},${d(y)}^A0N,${d(height)},${d(height)}^FB${d(width)},1,0,L^FD${fd(value)}^FS`;
  const rule = (y: number) => `^FO${d(20)},${d(y)}^GB${d(772)},${d(3)},${d(3)}^FS`;
  const consignor = c.parties.find((p) => p.role === 'consignor');
  const consignee = c.parties.find((p) => p.role === 'consignee');
  // Module widths: 0.5 mm for the SSCC (GS1's logistic label minimum is 0.495 mm), a little less for the carrier's number.
  const ssccModule = density === 203 ? 4 : 6;
  const numberModule = density === 203 ? 3 : 4;
  const parts = [
    '^XA',
    '^CI28',
    `^PW${d(812)}`,
    `^LL${d(1218)}`,
    '^LH0,0',
    text(20, 20, 20, 'Från / From'),
    consignor ? text(20, 44, 24, consignor.name) : '',
    consignor
      ? text(20, 72, 22, [...consignor.lines, `${consignor.postcode} ${consignor.city}`, consignor.countrycode].filter(Boolean).join(', '))
      : '',
    rule(104),
    text(20, 116, 20, 'Till / To'),
    consignee ? text(20, 142, 40, consignee.name) : '',
    consignee ? text(20, 190, 28, consignee.lines.join(', ')) : '',
    consignee ? text(20, 226, 56, `${consignee.postcode} ${consignee.city}`) : '',
    consignee ? text(20, 290, 26, `${consignee.country} (${consignee.countrycode})`) : '',
    rule(330),
    text(20, 344, 30, `${c.carrierName} – ${c.productName}`),
    c.paperlessCustoms ? text(20, 380, 24, 'PAPERLESS INVOICE / Tullfaktura elektroniskt') : '',
    text(20, 414, 20, 'Försändelse / Consignment', 380),
    text(20, 438, 30, c.consignmentNo, 380),
    text(420, 414, 20, 'Kolli / Package', 372),
    text(420, 438, 30, `${pkg.number} / ${pkg.of}`, 372),
    text(20, 478, 20, 'Kollivikt / Package weight', 380),
    text(20, 502, 30, `${formatDecimal(pkg.weightKg)} kg`, 380),
    text(420, 478, 20, 'Bokad / Booked', 372),
    text(420, 502, 30, c.bookingDate, 372),
    rule(548),
    `^FO${d(60)},${d(570)}^BY${numberModule},3,${d(120)}^BCN,${d(120)},Y,N,N^FD${fd(c.consignmentNo)}^FS`,
    rule(750),
    text(20, 764, 20, 'SSCC'),
    `^FO${d(40)},${d(800)}^BY${ssccModule},3,${d(230)}^BCN,${d(230)},N,N,N,D^FD(00)${pkg.sscc}^FS`,
    text(20, 1050, 36, ssccText(pkg.sscc, c.gs1CompanyPrefixLength)),
    '^PQ1',
    '^XZ',
  ];
  return parts.filter(Boolean).join('\n') + '\n';
}
