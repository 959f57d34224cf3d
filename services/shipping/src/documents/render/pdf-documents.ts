import { ssccText } from '../domain/sscc';
import type { Bilingual, PrintableConsignment, PrintablePackage, PrintableParty } from '../domain/printable-consignment';
import { formatDecimal, formatSek } from '../domain/printable-consignment';
import { customsTotals, CustomsDeclaration } from '../domain/customs-declaration';
import { code128, gs1Sscc, LinearBarcode } from './barcodes';
import { documentFonts } from './document-fonts';

/** pdfkit once a document is drawn, not at start: it and its font engine are a tenth of the portal's load time. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfkit = (): typeof import('pdfkit') => require('pdfkit');

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
/** 105 × 148 mm: the label, alone on a PDF_A6 page or two to an A4 page. */
const LABEL = { width: 105 * MM, height: 148 * MM };

export type PdfLayout = 'A4' | 'A6';

const CUSTOMS_COPIES = 3;

/**
 * One PDF for the given consignments: A4 is each consignment's waybill followed by its labels two to a
 * page; A6 is the labels alone, one per page. The bytes depend only on the consignments: the creation
 * date is the latest booking and the file id is derived from it (pdfkit hashes the info dictionary).
 */
export function renderPdf(consignments: readonly PrintableConsignment[], layout: PdfLayout): Promise<Buffer> {
  const { doc, done } = newDocument(consignments, `Fraktsedel ${consignments.map((c) => c.consignmentNo).join(', ')}`);
  for (const consignment of consignments) {
    // The carrier's number is on the waybill and on every label: encoded once.
    const numberCode = code128(consignment.consignmentNo);
    if (layout === 'A4') {
      doc.addPage({ size: 'A4', margin: 0 });
      drawWaybill(doc, consignment, numberCode);
      // Customs want three signed copies of the invoice on paper, unless it went to the carrier electronically.
      if (consignment.customs && !consignment.paperlessCustoms) {
        for (let copy = 1; copy <= CUSTOMS_COPIES; copy++) {
          doc.addPage({ size: 'A4', margin: 0 });
          drawCustomsInvoice(doc, consignment, consignment.customs, `${copy} / ${CUSTOMS_COPIES}`);
        }
      }
      consignment.packages.forEach((pkg, i) => {
        if (i % 2 === 0) doc.addPage({ size: 'A4', margin: 0 });
        const top = i % 2 === 0 ? 0 : A4.height / 2;
        drawLabel(doc, consignment, numberCode, pkg, (A4.width - LABEL.width) / 2, top + (A4.height / 2 - LABEL.height) / 2);
        if (i % 2 === 0) dashedCutLine(doc);
      });
    } else {
      for (const pkg of consignment.packages) {
        doc.addPage({ size: [LABEL.width, LABEL.height], margin: 0 });
        drawLabel(doc, consignment, numberCode, pkg, 0, 0);
      }
    }
  }
  doc.end();
  return done;
}

/** The customs invoice alone, one copy: what is sent to the carrier when the member chooses paperless. */
export function renderCustomsInvoicePdf(consignment: PrintableConsignment, declaration: CustomsDeclaration): Promise<Buffer> {
  const { doc, done } = newDocument([consignment], `Commercial invoice ${declaration.invoiceNo}`);
  doc.addPage({ size: 'A4', margin: 0 });
  drawCustomsInvoice(doc, consignment, declaration, '');
  doc.end();
  return done;
}

/** A pdfkit document whose bytes depend only on the consignments: creation date = their latest booking. */
function newDocument(consignments: readonly PrintableConsignment[], title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const when = new Date(Math.max(...consignments.map((c) => c.bookedAt.getTime())));
  const doc = new (pdfkit())({
    autoFirstPage: false,
    margin: 0,
    compress: true,
    // No default font: pdfkit would parse Helvetica's metrics for every document, and only DejaVu is used.
    font: null as unknown as string,
    info: { Title: title.slice(0, 200), Author: 'Frakt', Creator: 'Frakt', Producer: 'Frakt', CreationDate: when, ModDate: when },
  });
  const { regular, bold } = documentFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

type Doc = PDFKit.PDFDocument;

function dashedCutLine(doc: Doc): void {
  doc
    .save()
    .moveTo(20, A4.height / 2)
    .lineTo(A4.width - 20, A4.height / 2)
    .dash(4, { space: 4 })
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke()
    .undash()
    .restore();
}

/** One line of text, cut with an ellipsis rather than wrapped. */
function line(doc: Doc, text: string, x: number, y: number, width: number, size: number, font: 'regular' | 'bold' = 'regular'): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor('black')
    .text(text, x, y, { width, height: size * 1.25, ellipsis: true, lineBreak: false });
}

/** An identifier (consignment or order number) whole on one line: smaller type rather than an ellipsis. */
function identifierLine(doc: Doc, text: string, x: number, y: number, width: number, size: number): void {
  const natural = doc.font('bold').fontSize(size).widthOfString(text);
  line(doc, text, x, y, width, natural > width ? Math.floor(((size * width) / natural) * 10) / 10 : size, 'bold');
}

/** "Avsändare / Consignor": the data title, Swedish first. */
function title(doc: Doc, t: Bilingual, x: number, y: number, width: number, size = 6.5): void {
  doc
    .font('bold')
    .fontSize(size)
    .fillColor('#333333')
    .text(t.sv, x, y, { continued: true, lineBreak: false, width, height: size * 1.25 });
  doc.font('regular').fillColor('#666666').text(` / ${t.en}`, { lineBreak: false });
}

/** Bars as filled rectangles: vector, so they stay sharp at any zoom and in any printer's resolution. */
function bars(doc: Doc, code: LinearBarcode, x: number, y: number, module: number, height: number): number {
  let at = x;
  code.widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height);
    at += w * module;
  });
  doc.fillColor('black').fill();
  return code.modules * module;
}

function partyBlock(doc: Doc, party: PrintableParty, x: number, y: number, width: number, big = false): number {
  title(doc, party.title, x, y, width);
  let at = y + 9;
  line(doc, party.name, x, at, width, big ? 12 : 9, 'bold');
  at += big ? 15 : 11;
  for (const l of party.lines) {
    line(doc, l, x, at, width, 8.5);
    at += 10.5;
  }
  line(doc, `${party.postcode} ${party.city}`.trim(), x, at, width, big ? 14 : 9, big ? 'bold' : 'regular');
  at += big ? 17 : 11;
  line(doc, `${party.country} (${party.countrycode})`, x, at, width, 8);
  at += 10;
  if (party.contact.length) {
    line(doc, party.contact.join(', '), x, at, width, 7.5);
    at += 9.5;
  }
  if (party.reference) {
    line(doc, `Ref: ${party.reference}`, x, at, width, 7.5);
    at += 9.5;
  }
  return at;
}

interface Column {
  t: Bilingual;
  /** Share of the table's width. */
  w: number;
  align: 'left' | 'right';
}

/** A boxed table: bilingual column titles, the rows, a rule and the totals row in bold. Answers the y below it. */
function table(doc: Doc, at: { left: number; top: number; width: number }, cols: Column[], rows: string[][], totals: string[]): number {
  const inner = at.width - 8;
  const cells = (values: string[], y: number, font: 'regular' | 'bold') => {
    let x = at.left + 4;
    values.forEach((v, i) => {
      const w = cols[i].w * inner;
      doc
        .font(font)
        .fontSize(8.5)
        .fillColor('black')
        .text(v, x, y, { width: w - 4, align: cols[i].align, height: 11, ellipsis: true, lineBreak: false });
      x += w;
    });
  };
  let x = at.left + 4;
  for (const col of cols) {
    const w = col.w * inner;
    doc
      .font('bold')
      .fontSize(6.5)
      .fillColor('#333333')
      .text(col.t.sv, x, at.top + 3, { width: w - 4, align: col.align, lineBreak: false });
    doc
      .font('regular')
      .fontSize(6)
      .fillColor('#666666')
      .text(col.t.en, x, at.top + 11, { width: w - 4, align: col.align, lineBreak: false });
    x += w;
  }
  let y = at.top + 21;
  for (const row of rows) {
    cells(row, y, 'regular');
    y += 12;
  }
  doc
    .moveTo(at.left, y)
    .lineTo(at.left + at.width, y)
    .lineWidth(0.4)
    .stroke();
  cells(totals, y + 3, 'bold');
  y += 18;
  box(doc, at.left, at.top, at.width, y - at.top);
  return y;
}

/** Blocks two to a row, each pair boxed to the taller one; a block draws at (x, top) within w and answers its bottom. */
function inPairs(
  doc: Doc,
  at: { left: number; top: number; width: number },
  blocks: ((x: number, top: number, w: number) => number)[],
): number {
  const half = at.width / 2;
  let y = at.top;
  for (let i = 0; i < blocks.length; i += 2) {
    const top = y;
    const bottom = Math.max(...blocks.slice(i, i + 2).map((draw, j) => draw(at.left + 4 + j * half, top + 4, half - 8))) + 2;
    box(doc, at.left, top, half, bottom - top);
    box(doc, at.left + half, top, half, bottom - top);
    y = bottom + 6;
  }
  return y;
}

function box(doc: Doc, x: number, y: number, width: number, height: number): void {
  doc.rect(x, y, width, height).lineWidth(0.6).strokeColor('black').stroke();
}

function drawWaybill(doc: Doc, c: PrintableConsignment, code: LinearBarcode): void {
  const left = 36;
  const width = A4.width - 72;
  doc.font('bold').fontSize(20).fillColor('black').text('FRAKTSEDEL', left, 36, { lineBreak: false });
  doc.font('regular').fontSize(10).fillColor('#444444').text('Waybill', left, 60, { lineBreak: false });
  line(doc, `${c.carrierName} – ${c.productName}`, left, 78, 260, 10, 'bold');

  // The consignment number, as the carrier scans it, top right with its text.
  const module = 0.33 * MM * 1.5;
  const barWidth = code.modules * module;
  const barX = A4.width - 36 - barWidth - 10 * module;
  bars(doc, code, barX, 36, module, 42);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('black')
    .text(c.consignmentNo, barX, 81, { width: barWidth, align: 'center', lineBreak: false });

  let y = 104;
  const facts: [Bilingual, string][] = [
    [{ sv: 'Försändelsenr', en: 'Consignment no' }, c.consignmentNo],
    [{ sv: 'Ordernr', en: 'Order no' }, c.orderNo],
    [{ sv: 'Bokningsdatum', en: 'Booking date' }, c.bookingDate],
    [
      { sv: 'Upphämtning', en: 'Pickup' },
      c.dropOff
        ? 'Inlämning / Drop-off'
        : [c.pickup.date, [c.pickup.earliest, c.pickup.latest].filter(Boolean).join('–')].filter(Boolean).join(' '),
    ],
  ];
  box(doc, left, y, width, 28);
  // The pickup (date and window) needs the widest column.
  const shares = [0.22, 0.24, 0.22, 0.32];
  let fx = left + 4;
  facts.forEach(([t, value], i) => {
    const w = shares[i] * width;
    title(doc, t, fx, y + 4, w - 8);
    // The two numbers are what a driver or the customer service types in: never cut.
    if (i < 2) identifierLine(doc, value, fx, y + 14, w - 8, 9.5);
    else line(doc, value, fx, y + 14, w - 8, 9.5, 'bold');
    fx += w;
  });
  y += 36;

  // Parties: consignor and consignee side by side, the others below in pairs.
  y = inPairs(
    doc,
    { left, top: y, width },
    c.parties.map((p) => (x: number, top: number, w: number) => partyBlock(doc, p, x, top, w)),
  );

  // Goods.
  y = table(
    doc,
    { left, top: y, width },
    [
      { t: { sv: 'Antal kolli', en: 'Packages' }, w: 0.13, align: 'right' },
      { t: { sv: 'Kollislag', en: 'Package type' }, w: 0.2, align: 'left' },
      { t: { sv: 'Godsslag', en: 'Goods' }, w: 0.22, align: 'left' },
      // The row's total; each label prints its package's share ("Kollivikt"), as step 1 asks for it (issue 29).
      { t: { sv: 'Vikt kg totalt', en: 'Total weight' }, w: 0.15, align: 'right' },
      { t: { sv: 'Volym m³', en: 'Volume' }, w: 0.15, align: 'right' },
      { t: { sv: 'Flakmeter', en: 'Loading m' }, w: 0.15, align: 'right' },
    ],
    c.goods
      .slice(0, 20)
      .map((g) => [
        String(g.packages),
        `${g.packageType.sv} / ${g.packageType.en}`,
        g.goodsType,
        formatDecimal(g.weightKg),
        formatDecimal(g.volumeM3),
        formatDecimal(g.loadingMetres),
      ]),
    [
      String(c.totals.packages),
      'Summa / Total',
      '',
      formatDecimal(c.totals.weightKg),
      formatDecimal(c.totals.volumeM3),
      formatDecimal(c.totals.loadingMetres),
    ],
  );
  y += 8;

  // Options, references, terms, insurance: two columns of titled values.
  const fields: [Bilingual, string][] = [
    [{ sv: 'Tjänster', en: 'Service options' }, c.serviceOptions.join(', ') || '–'],
    [{ sv: 'Avsändarens referens', en: "Sender's reference" }, c.senderReference || '–'],
    [{ sv: 'Mottagarens referens', en: "Consignee's reference" }, c.consigneeReference || '–'],
    [{ sv: 'Leveransvillkor', en: 'Terms of delivery' }, c.termsOfDelivery || '–'],
    [
      { sv: 'Försäkring', en: 'Insurance' },
      c.insuredValueOre === null ? 'Ingen / None' : `Varuvärde / Goods value ${formatSek(c.insuredValueOre)}`,
    ],
    [{ sv: 'Fraktpris', en: 'Freight price' }, c.priceOre === null ? '–' : `${formatSek(c.priceOre, c.currency)} exkl. moms / excl. VAT`],
    [{ sv: 'Leveransinstruktion', en: 'Delivery instructions' }, c.deliveryInstructions.join(' ') || '–'],
    [{ sv: 'Upphämtningsinstruktion', en: 'Pickup instructions' }, c.pickupInstructions.join(' ') || '–'],
    [
      { sv: 'Klimatpåverkan', en: 'Climate impact' },
      c.co2eGrams === null ? '–' : `${formatDecimal(Math.round(c.co2eGrams / 10) / 100)} kg CO2e (EN ISO 14083, GLEC, WTW)`,
    ],
  ];
  const fieldsTop = y;
  const half = width / 2;
  fields.forEach(([t, value], i) => {
    const fx = left + 4 + (i % 2) * half;
    const fy = fieldsTop + 4 + Math.floor(i / 2) * 24;
    title(doc, t, fx, fy, half - 8);
    line(doc, value, fx, fy + 10, half - 8, 8.5);
  });
  y = fieldsTop + Math.ceil(fields.length / 2) * 24 + 4;
  box(doc, left, fieldsTop, width, y - fieldsTop);

  if (c.paperlessCustoms) line(doc, 'Tullfaktura skickad elektroniskt / Paperless invoice', left, y + 8, width, 9, 'bold');
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#666666')
    .text(`${c.totals.packages} kollietiketter följer / ${c.totals.packages} package labels follow`, left, A4.height - 40, {
      width,
      align: 'center',
      lineBreak: false,
    });
}

/** A GS1 logistic label: sender and receiver block, carrier block, data block with data titles, barcode block. */
function drawLabel(doc: Doc, c: PrintableConsignment, consignmentCode: LinearBarcode, pkg: PrintablePackage, x0: number, y0: number): void {
  const pad = 10;
  const width = LABEL.width - 2 * pad;
  const left = x0 + pad;
  box(doc, x0 + 2, y0 + 2, LABEL.width - 4, LABEL.height - 4);
  const consignor = c.parties.find((p) => p.role === 'consignor');
  const consignee = c.parties.find((p) => p.role === 'consignee');
  let y = y0 + pad;
  if (consignor) {
    title(doc, consignor.title, left, y, width);
    line(doc, consignor.name, left, y + 8, width, 7.5, 'bold');
    line(
      doc,
      [...consignor.lines, `${consignor.postcode} ${consignor.city}`, consignor.countrycode].filter(Boolean).join(', '),
      left,
      y + 17,
      width,
      7,
    );
  }
  y += 30;
  doc
    .moveTo(x0 + 2, y)
    .lineTo(x0 + LABEL.width - 2, y)
    .lineWidth(0.6)
    .stroke();
  y += 4;
  if (consignee) y = partyBlock(doc, consignee, left, y, width, true);
  y = Math.max(y, y0 + 130);
  doc
    .moveTo(x0 + 2, y)
    .lineTo(x0 + LABEL.width - 2, y)
    .lineWidth(0.6)
    .stroke();
  y += 4;
  line(doc, `${c.carrierName} – ${c.productName}`, left, y, width, 9, 'bold');
  y += 12;
  if (c.paperlessCustoms) {
    line(doc, 'PAPERLESS INVOICE / Tullfaktura elektroniskt', left, y, width, 7.5, 'bold');
    y += 10;
  }
  // Data block: titled values in two columns.
  const half = width / 2;
  const data: [Bilingual, string][] = [
    [{ sv: 'Försändelse', en: 'Consignment' }, c.consignmentNo],
    [{ sv: 'Kolli', en: 'Package' }, `${pkg.number} / ${pkg.of}`],
    [{ sv: 'Kollivikt', en: 'Package weight' }, `${formatDecimal(pkg.weightKg)} kg`],
    [{ sv: 'Bokad', en: 'Booked' }, c.bookingDate],
  ];
  data.forEach(([t, value], i) => {
    const dx = left + (i % 2) * half;
    const dy = y + Math.floor(i / 2) * 20;
    title(doc, t, dx, dy, half - 4, 6);
    line(doc, value, dx, dy + 8, half - 4, 9, 'bold');
  });
  y += 42;
  doc
    .moveTo(x0 + 2, y)
    .lineTo(x0 + LABEL.width - 2, y)
    .lineWidth(0.6)
    .stroke();
  y += 6;

  // The carrier's number (Code 128), then the SSCC as GS1-128 with its human-readable line.
  const cm = Math.min(0.38 * MM, (width - 20) / consignmentCode.modules);
  const cw = consignmentCode.modules * cm;
  bars(doc, consignmentCode, x0 + (LABEL.width - cw) / 2, y, cm, 34);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('black')
    .text(c.consignmentNo, left, y + 36, { width, align: 'center', lineBreak: false });
  y += 52;
  title(doc, { sv: 'SSCC', en: 'Serial Shipping Container Code' }, left, y, width, 6);
  y += 10;
  const ssccCode = gs1Sscc(pkg.sscc);
  const sm = Math.min(0.5 * MM, (width - 20) / ssccCode.modules);
  const sw = ssccCode.modules * sm;
  // GS1 asks for 32 mm bars on a logistic label; the label's remaining height allows about that.
  const barHeight = Math.min(32 * MM, y0 + LABEL.height - y - 26);
  bars(doc, ssccCode, x0 + (LABEL.width - sw) / 2, y, sm, barHeight);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text(ssccText(pkg.sscc, c.gs1CompanyPrefixLength), left, y + barHeight + 4, { width, align: 'center', lineBreak: false });
}

const EXPORT_REASON_TEXT: Record<CustomsDeclaration['reasonForExport'], string> = {
  sale: 'Försäljning / Sale of goods',
  gift: 'Gåva / Gift',
  sample: 'Varuprov / Commercial sample',
  return: 'Retur / Returned goods',
  documents: 'Dokument / Documents',
  other: 'Övrigt / Other',
};

/** CN23 / commercial invoice: parties with EORI and VAT numbers, the goods lines with HS codes and origin, totals. */
function drawCustomsInvoice(doc: Doc, c: PrintableConsignment, d: CustomsDeclaration, copy: string): void {
  const left = 36;
  const width = A4.width - 72;
  doc.font('bold').fontSize(16).fillColor('black').text('HANDELSFAKTURA / COMMERCIAL INVOICE', left, 36, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(`Tulldeklaration CN23 / Customs declaration CN23${copy ? `   Kopia / Copy ${copy}` : ''}`, left, 58, { lineBreak: false });
  let y = 78;
  const facts: [Bilingual, string][] = [
    [{ sv: 'Fakturanr', en: 'Invoice no' }, d.invoiceNo],
    [{ sv: 'Fakturadatum', en: 'Invoice date' }, d.invoiceDate],
    [{ sv: 'Försändelsenr', en: 'Consignment no' }, c.consignmentNo],
    [{ sv: 'Leveransvillkor', en: 'Incoterms 2020' }, d.incoterms],
    [{ sv: 'Exportorsak', en: 'Reason for export' }, EXPORT_REASON_TEXT[d.reasonForExport]],
    [{ sv: 'Valuta', en: 'Currency' }, d.currency],
  ];
  box(doc, left, y, width, 56);
  facts.forEach(([t, value], i) => {
    const fx = left + 4 + (i % 3) * (width / 3);
    const fy = y + 4 + Math.floor(i / 3) * 26;
    title(doc, t, fx, fy, width / 3 - 8);
    line(doc, value, fx, fy + 10, width / 3 - 8, 9, 'bold');
  });
  y += 64;
  const consignor = c.parties.find((p) => p.role === 'consignor');
  const consignee = c.parties.find((p) => p.role === 'consignee');
  const payer = c.parties.find((p) => p.role === 'customsVATPayer');
  const traders: [PrintableParty | undefined, Bilingual, { eori: string; vatNo: string } | undefined][] = [
    [consignor, { sv: 'Exportör', en: 'Exporter' }, d.exporter],
    [consignee, { sv: 'Importör', en: 'Importer' }, d.importer],
  ];
  if (payer) traders.push([payer, payer.title, undefined]);
  y = inPairs(
    doc,
    { left, top: y, width },
    traders.map(([party, t, ids]) => (x: number, top: number, w: number) => {
      if (!party) return top;
      let at = partyBlock(doc, { ...party, title: t }, x, top, w);
      // A private importer has no ids: the line is left out rather than printed with empty values.
      const idText = ids && [ids.eori && `EORI: ${ids.eori}`, ids.vatNo && `Moms/VAT: ${ids.vatNo}`].filter(Boolean).join('   ');
      if (idText) {
        line(doc, idText, x, at, w, 8, 'bold');
        at += 11;
      }
      return at;
    }),
  );
  const money = (ore: number) => formatSek(ore, d.currency);
  const totals = customsTotals(d.lines);
  y = table(
    doc,
    { left, top: y, width },
    [
      { t: { sv: 'Beskrivning', en: 'Description' }, w: 0.34, align: 'left' },
      { t: { sv: 'Antal', en: 'Quantity' }, w: 0.1, align: 'right' },
      { t: { sv: 'Nettovikt kg', en: 'Net weight' }, w: 0.13, align: 'right' },
      { t: { sv: 'Värde', en: 'Value' }, w: 0.15, align: 'right' },
      { t: { sv: 'Tulltaxenr', en: 'HS code' }, w: 0.16, align: 'left' },
      { t: { sv: 'Ursprung', en: 'Origin' }, w: 0.12, align: 'left' },
    ],
    d.lines
      .slice(0, 40)
      .map((l) => [l.description, String(l.quantity), formatDecimal(l.netWeightKg), money(l.valueOre), l.hsCode, l.originCountry]),
    ['Summa / Total', String(totals.quantity), formatDecimal(totals.netWeightKg), money(totals.valueOre), '', ''],
  );
  y += 10;
  line(
    doc,
    `Bruttovikt / Gross weight: ${formatDecimal(c.totals.weightKg)} kg   Kolli / Packages: ${c.totals.packages}`,
    left,
    y,
    width,
    9,
  );
  y += 40;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('black')
    .text('Jag intygar att uppgifterna är riktiga. / I certify that the particulars given are correct.', left, y, {
      width,
      lineBreak: false,
    });
  doc
    .moveTo(left, y + 40)
    .lineTo(left + 220, y + 40)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#666666')
    .text('Datum och underskrift / Date and signature', left, y + 44, { lineBreak: false });
}
