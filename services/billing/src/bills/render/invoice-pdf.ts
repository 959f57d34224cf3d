import { oreToSwedish } from '../../domain/money';
import { SELLER } from '../../domain/seller';

/** pdfkit once a document is drawn, not at start: it and its font engine are a tenth of the portal's load time. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfkit = (): typeof import('pdfkit') => require('pdfkit');

export interface InvoiceDocument {
  id: string;
  ocr: string;
  billDate: string;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  currency: string;
  totalCapitalOre: bigint;
  totalVatOre: bigint;
  credit: boolean;
  creditsBillId: string | null;
  buyer: { name?: string; orgNo?: string; address?: string; address2?: string; postcode?: string; city?: string };
  customerId: number;
  lines: { date: string; orderNo: string; description: string; priceOre: bigint; vatRate: number; vatOre: bigint }[];
}

/** The PDF's file name, in the download and on the invoice mail alike. */
export const invoiceFileName = (billId: string) => `faktura-${billId}.pdf`;

const MARGIN = 50;
const COLUMNS = { date: MARGIN, order: 108, text: 222, price: 372, rate: 448, vat: 490 } as const;

/**
 * The invoice as a PDF, in Swedish, with what Swedish VAT law asks of an invoice. Rendered from the stored
 * bill only, with the bill date as the document's dates, so a reprint gives the same bytes.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const issued = new Date(`${invoice.billDate}T00:00:00Z`);
  const doc = new (pdfkit())({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Faktura ${invoice.id}`,
      Author: SELLER.name,
      Creator: 'Frakt',
      Producer: 'Frakt',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoice.credit ? 'Kreditfaktura' : 'Faktura', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9);
  const head: [string, string][] = [
    ['Fakturanummer', invoice.id],
    ['Fakturadatum', invoice.billDate],
    ['Förfallodatum', invoice.dueDate],
    ['Kundnummer', String(invoice.customerId)],
    ['OCR-nummer', invoice.ocr],
    ['Bankgiro', SELLER.bankgiro],
    ['Leveransperiod', `${invoice.periodFrom} – ${invoice.periodTo}`],
  ];
  if (invoice.creditsBillId) head.push(['Krediterar faktura', invoice.creditsBillId]);
  let y = MARGIN + 30;
  for (const [label, value] of head) {
    doc.font('Helvetica-Bold').text(label, 330, y, { width: 100 });
    doc.font('Helvetica').text(value, 435, y, { width: 110 });
    y += 13;
  }

  const buyer = invoice.buyer;
  doc.font('Helvetica-Bold').text('Köpare', MARGIN, MARGIN + 30);
  doc
    .font('Helvetica')
    .text(
      [
        buyer.name,
        buyer.address,
        buyer.address2,
        `${buyer.postcode ?? ''} ${buyer.city ?? ''}`.trim(),
        buyer.orgNo ? `Org.nr ${buyer.orgNo}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      MARGIN,
      MARGIN + 43,
      { width: 250 },
    );

  y = Math.max(y, MARGIN + 120) + 10;
  const header = () => {
    doc.font('Helvetica-Bold');
    doc.text('Datum', COLUMNS.date, y);
    doc.text('Order', COLUMNS.order, y);
    doc.text('Beskrivning', COLUMNS.text, y);
    doc.text('Pris exkl. moms', COLUMNS.price, y, { width: 72, align: 'right' });
    doc.text('Moms %', COLUMNS.rate, y, { width: 40, align: 'right' });
    doc.text('Moms', COLUMNS.vat, y, { width: 55, align: 'right' });
    doc.font('Helvetica');
    y += 16;
  };
  header();
  for (const line of invoice.lines) {
    if (y > doc.page.height - MARGIN - 140) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.text(line.date, COLUMNS.date, y);
    doc.text(line.orderNo, COLUMNS.order, y, { width: 112, lineBreak: false });
    doc.text(line.description, COLUMNS.text, y, { width: 148, height: 11, ellipsis: true });
    doc.text(oreToSwedish(line.priceOre), COLUMNS.price, y, { width: 72, align: 'right' });
    doc.text(String(line.vatRate), COLUMNS.rate, y, { width: 40, align: 'right' });
    doc.text(oreToSwedish(line.vatOre), COLUMNS.vat, y, { width: 55, align: 'right' });
    y += 13;
  }

  // VAT law: the taxable amount and the VAT per rate.
  const perRate = new Map<number, { base: bigint; vat: bigint }>();
  for (const line of invoice.lines) {
    const sum = perRate.get(line.vatRate) ?? { base: 0n, vat: 0n };
    perRate.set(line.vatRate, { base: sum.base + line.priceOre, vat: sum.vat + line.vatOre });
  }
  y += 10;
  const sumRow = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 170 });
    doc.text(`${value} ${invoice.currency}`, 445, y, { width: 100, align: 'right' });
    y += 14;
  };
  sumRow('Summa exkl. moms', oreToSwedish(invoice.totalCapitalOre));
  for (const [rate, sum] of [...perRate].sort(([a], [b]) => b - a))
    sumRow(`Moms ${rate} % på ${oreToSwedish(sum.base)}`, oreToSwedish(sum.vat));
  sumRow(invoice.credit ? 'Att få tillbaka' : 'Att betala', oreToSwedish(invoice.totalCapitalOre + invoice.totalVatOre), true);
  if (!invoice.credit) {
    y += 6;
    doc
      .font('Helvetica')
      .text(`Betala till bankgiro ${SELLER.bankgiro} senast ${invoice.dueDate} och ange OCR-nummer ${invoice.ocr}.`, MARGIN, y);
  }

  const footer = doc.page.height - MARGIN - 40;
  doc
    .fontSize(8)
    .font('Helvetica')
    .text(
      `${SELLER.name}, ${SELLER.address}, ${SELLER.postcode} ${SELLER.city}   Org.nr ${SELLER.orgNo}   Momsreg.nr ${SELLER.vatNo}   ${SELLER.fSkatt}   Bankgiro ${SELLER.bankgiro}   ${SELLER.email}`,
      MARGIN,
      footer,
      { width: doc.page.width - 2 * MARGIN, align: 'center' },
    );
  doc.end();
  return done;
}
