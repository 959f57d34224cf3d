import { type EmissionsReport, REPORT_TEXTS, reportCells } from '../domain/emissions-report';

/** pdfkit once a document is drawn, not at start: it and its font engine are a tenth of the portal's load time. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfkit = (): typeof import('pdfkit') => require('pdfkit');

const MARGIN = 50;
const WIDTHS = [75, 115, 90, 60, 60, 50, 45];

/**
 * The yearly emissions report as an A4 PDF in the caller's language. Its dates are the year's last day, so the
 * same figures give the same bytes.
 */
export function renderEmissionsReportPdf(report: EmissionsReport, language: 'sv' | 'en'): Promise<Buffer> {
  const texts = REPORT_TEXTS[language];
  const dated = new Date(Date.UTC(report.year, 11, 31));
  const doc = new (pdfkit())({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${texts.title} ${report.year}`,
      Author: 'Frakt',
      Creator: 'Frakt',
      Producer: 'Frakt',
      CreationDate: dated,
      ModDate: dated,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`${texts.title} ${report.year}`, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${texts.customer}: ${report.customerId}    ${texts.year}: ${report.year}`, MARGIN, MARGIN + 28);
  let y = MARGIN + 55;
  const row = (cells: readonly string[], bold = false) => {
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: WIDTHS[i] - 4 })));
    if (y + height > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: WIDTHS[i] - 4, align: i >= 3 ? 'right' : 'left' });
      x += WIDTHS[i];
    });
    y += height + 4;
  };
  row(texts.columns, true);
  if (!report.lines.length) row([texts.none]);
  for (const cells of reportCells(report, language)) row(cells);
  const sv = language === 'sv';
  const fmt = (value: number, decimals: number) => value.toFixed(decimals).replace('.', sv ? ',' : '.');
  row([texts.total, '', '', String(report.totals.consignments), fmt(report.totals.tonneKm, 3), fmt(report.totals.co2eKg, 3), ''], true);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(texts.method, MARGIN, y + 12, { width: doc.page.width - 2 * MARGIN });
  doc.end();
  return done;
}
