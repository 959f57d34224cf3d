import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { toPrintable } from '../domain/printable-consignment';
import { ssccFor } from '../domain/sscc';
import { renderPdf } from './pdf-documents';

const document = {
  orderNo: 'ORDER1',
  consignmentId: 'c1',
  consignmentNo: '1000000016',
  templateName: 'PN_PARCEL',
  transportProduct: {},
  part: [
    { role: 'consignor', address: { name: 'Annas Blommor AB', addressLine: ['Sveavägen 10', ''], postcode: '111 57', city: 'Stockholm', countrycode: 'SE' }, reference: {}, communication: {} },
    { role: 'consignee', address: { name: 'Åsa Öberg', addressLine: ['Hamngatan 2', ''], postcode: '41304', city: 'Göteborg', countrycode: 'SE' }, reference: {}, communication: {} },
  ],
  goodsItem: [{ id: 'A', noOfPackages: 3, weight: 9, packageType: 'parcel', tag: '', isStackable: true, isReadOnly: false }],
  consigneeType: 'company',
} as ConsignmentDocument;

const printable = (bookedAt: string) =>
  toPrintable(
    { orderNo: 'ORDER1', supplierId: 4, templateName: 'PN_PARCEL', dateBooked: new Date(bookedAt), insured: false, goodsValueOre: null, calculatedPriceOre: null, calculatedCurrency: null, senderOrderRef: null },
    '1000000016',
    document,
    [1n, 2n, 3n].map((n) => ssccFor('7350053850', n)),
    { option: () => undefined },
    10,
  );

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;

describe(renderPdf.name, () => {
  it('renders the same bytes for the same booked consignment, with its booking as the creation date', async () => {
    const first = await renderPdf([printable('2026-11-25T10:00:00Z')], 'A4');
    const again = await renderPdf([printable('2026-11-25T10:00:00Z')], 'A4');
    expect(Buffer.compare(first, again)).toBe(0);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.toString('latin1')).toContain('(D:20261125100000Z)');
    expect(Buffer.compare(first, await renderPdf([printable('2026-11-26T10:00:00Z')], 'A4'))).not.toBe(0);
  });

  it('embeds DejaVu Sans from the package, both weights, and no standard font', async () => {
    const pdf = (await renderPdf([printable('2026-11-25T10:00:00Z')], 'A4')).toString('latin1');
    const fonts = new Set(pdf.match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g)?.map((name) => name.replace(/^.*\+/, '')));
    expect([...fonts].sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(pdf).not.toContain('Helvetica');
  });

  it('lays out the waybill then two labels a page in A4, one label a page in A6', async () => {
    expect(pages(await renderPdf([printable('2026-11-25T10:00:00Z')], 'A4'))).toBe(1 + 2);
    expect(pages(await renderPdf([printable('2026-11-25T10:00:00Z')], 'A6'))).toBe(3);
  });
});
