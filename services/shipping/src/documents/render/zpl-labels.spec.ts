import { toPrintable } from '../domain/printable-consignment';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { isValidSscc, ssccFor } from '../domain/sscc';
import { renderZpl } from './zpl-labels';

const document = {
  orderNo: 'ORDER1',
  consignmentId: 'c1',
  consignmentNo: '1000000016',
  templateName: 'PN_PARCEL',
  transportProduct: {},
  part: [
    { role: 'consignor', address: { name: 'Annas Blommor AB', addressLine: ['Sveavägen 10', ''], postcode: '111 57', city: 'Stockholm', countrycode: 'SE' }, reference: {}, communication: {} },
    { role: 'consignee', address: { name: 'Åsa ^Öberg~', addressLine: ['Hamngatan 2', ''], postcode: '41304', city: 'Göteborg', countrycode: 'SE' }, reference: {}, communication: {} },
  ],
  goodsItem: [{ id: 'A', noOfPackages: 3, weight: 9, packageType: 'parcel', tag: '', isStackable: true, isReadOnly: false }],
  consigneeType: 'company',
} as ConsignmentDocument;

const printable = (paperless = false) =>
  toPrintable(
    { orderNo: 'ORDER1', supplierId: 4, templateName: 'PN_PARCEL', dateBooked: new Date('2026-11-25T10:00:00Z'), insured: false, goodsValueOre: null, calculatedPriceOre: '13589', calculatedCurrency: 'SEK', senderOrderRef: null },
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
    expect(renderZpl([printable(true)], 203).match(/PAPERLESS INVOICE/g)).toHaveLength(3);
    expect(renderZpl([printable(false)], 203)).not.toContain('PAPERLESS');
  });

  it('is the same text every time', () => {
    expect(renderZpl([printable()], 203)).toBe(renderZpl([printable()], 203));
  });
});
