import { execFileSync } from 'node:child_process';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { toPrintable } from '../domain/printable-consignment';
import { isValidSscc, ssccFor } from '../domain/sscc';
import { renderPdf } from './pdf-documents';
import { renderZpl } from './zpl-labels';

/** One booked 3-package consignment, as the print handler would hand it to the renderers. */
const document = {
  orderNo: 'ORDER1',
  consignmentId: 'c1',
  consignmentNo: '1000000016',
  templateName: 'PN_PARCEL',
  transportProduct: {},
  part: [
    {
      role: 'consignor',
      address: { name: 'Annas Blommor AB', addressLine: ['Sveavägen 10', ''], postcode: '111 57', city: 'Stockholm', countrycode: 'SE' },
      reference: {},
      communication: {},
    },
    {
      role: 'consignee',
      address: { name: 'Åsa ^Öberg~', addressLine: ['Hamngatan 2', ''], postcode: '41304', city: 'Göteborg', countrycode: 'SE' },
      reference: {},
      communication: {},
    },
  ],
  goodsItem: [{ id: 'A', noOfPackages: 3, weight: 9, packageType: 'parcel', tag: '', isStackable: true, isReadOnly: false }],
  consigneeType: 'company',
} as ConsignmentDocument;

const printable = ({ bookedAt = '2026-11-25T10:00:00Z', paperless = false, orderNo = 'ORDER1' } = {}) =>
  toPrintable(
    {
      orderNo,
      supplierId: 4,
      templateName: 'PN_PARCEL',
      dateBooked: new Date(bookedAt),
      insured: false,
      goodsValueOre: null,
      calculatedPriceOre: '13589',
      calculatedCurrency: 'SEK',
      senderOrderRef: null,
    },
    '1000000016',
    document,
    [1n, 2n, 3n].map((n) => ssccFor('7350053850', n)),
    { option: () => undefined },
    10,
    { declaration: paperless ? ({ lines: [] } as never) : null, paperless },
  );

describe(renderZpl.name, () => {
  it('writes one ^XA…^XZ label per package, n of m, each with its GS1-128 SSCC in UCC/EAN mode', () => {
    const zpl = renderZpl([printable()], 203);
    const labels = zpl.match(/\^XA[\s\S]*?\^XZ/g)!;
    expect(labels).toHaveLength(3);
    labels.forEach((label, i) => {
      const sscc = /\^BCN,\d+,N,N,N,D\^FD\(00\)(\d{18})\^FS/.exec(label)![1];
      expect(isValidSscc(sscc)).toBe(true);
      expect(label).toContain(`^FD${i + 1} / 3^FS`);
      expect(label).toContain('^FD3 kg^FS');
    });
  });

  it('scales the same layout to 300 dpi', () => {
    const at203 = renderZpl([printable()], 203);
    const at300 = renderZpl([printable()], 300);
    expect(at203).toContain('^PW812\n^LL1218');
    expect(at300).toContain('^PW1200\n^LL1800');
    expect(at300.match(/\^FO/g)!.length).toBe(at203.match(/\^FO/g)!.length);
    expect(at300).toContain('^BY6,3,');
  });

  it('keeps ZPL command characters out of field data', () => {
    expect(renderZpl([printable()], 203)).toContain('^FDÅsa  Öberg ^FS');
  });

  it('marks the labels of a consignment whose customs invoice went paperless', () => {
    expect(renderZpl([printable({ paperless: true })], 203).match(/PAPERLESS INVOICE/g)).toHaveLength(3);
    expect(renderZpl([printable({ paperless: false })], 203)).not.toContain('PAPERLESS');
  });

  it('is the same text every time', () => {
    expect(renderZpl([printable()], 203)).toBe(renderZpl([printable()], 203));
  });
});

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;

describe(renderPdf.name, () => {
  it('renders the same bytes for the same booked consignment, with its booking as the creation date', async () => {
    const first = await renderPdf([printable()], 'A4');
    const again = await renderPdf([printable()], 'A4');
    expect(Buffer.compare(first, again)).toBe(0);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.toString('latin1')).toContain('(D:20261125100000Z)');
    expect(Buffer.compare(first, await renderPdf([printable({ bookedAt: '2026-11-26T10:00:00Z' })], 'A4'))).not.toBe(0);
  });

  it('embeds DejaVu Sans from the package, both weights, and no standard font', async () => {
    const pdf = (await renderPdf([printable()], 'A4')).toString('latin1');
    const fonts = new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g)?.map((name) => name.replace(/^.*\+/, '')));
    expect([...fonts].sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(pdf).not.toContain('Helvetica');
  });

  it('prints the order number whole however wide its letters (an order number of 16 W, read back by pdftotext)', async () => {
    // Random order numbers of wide letters were cut with an ellipsis on the waybill (seen once in CI).
    const wide = 'W'.repeat(16);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: await renderPdf([printable({ orderNo: wide })], 'A4'),
    }).toString('utf8');
    expect(text).toContain(wide);
    expect(text).not.toContain('WWW…');
  });

  it('lays out the waybill then two labels a page in A4, one label a page in A6', async () => {
    expect(pages(await renderPdf([printable()], 'A4'))).toBe(1 + 2);
    expect(pages(await renderPdf([printable()], 'A6'))).toBe(3);
  });
});
