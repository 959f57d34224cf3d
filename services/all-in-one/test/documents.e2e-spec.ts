import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ready as zplRenderer } from 'zpl-renderer-js';
import { isValidSscc } from '../../shipping/src/documents/domain/sscc';
import { apiCall, DemoAccount, HttpMethod, signInDemoAccounts, startTestPortal, TestPortal } from './portal';

/**
 * Shipping documents through /api (POST /consignment/print/{id}/?format= and the bulk call): every format
 * for a 1-package and a 12-package consignment, read back as a shipper's printer and a scanner would —
 * pdftotext for the text, pdftoppm + zbarimg for every barcode (ZPL labels rendered to PNG by zpl-renderer-js,
 * then zbarimg) — plus reprints, the printed mark with OrderPrinted, tenancy, and the spec's texts for unbooked
 * and archived consignments.
 */
describe('Embedded portal: shipping documents through /api', () => {
  let portal: TestPortal;
  let db: Client;
  let tokens: Record<DemoAccount, string>;
  let work: string;

  beforeAll(async () => {
    portal = await startTestPortal();
    db = portal.db;
    tokens = await signInDemoAccounts(portal);
    work = mkdtempSync(join(tmpdir(), 'frakt-documents-'));
  });

  afterAll(async () => {
    await portal?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const call = (who: DemoAccount, method: HttpMethod, path: string, body?: unknown, language = 'sv') =>
    apiCall(portal, tokens[who], method, path, body, language);
  /** Binary answers (PDF) as a Buffer, text answers (ZPL) as their bytes too. */
  const print = (who: DemoAccount, path: string, body?: unknown) =>
    call(who, 'post', path, body)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  const party = (role: string, name: string, postcode: string, city: string) => ({
    role,
    address: { name, addressLine: ['Storgatan 1', ''], postcode, city, countrycode: 'SE' },
  });
  const consignment = (packages: number[]) => ({
    templateName: 'PN_PARCEL',
    part: [party('consignor', 'Annas Blommor AB', '111 57', 'Stockholm'), party('consignee', 'Örjans Åkeri Ägare', '41304', 'Göteborg')],
    goodsItem: packages.map((n) => ({ noOfPackages: n, weight: 2 * n, length: 30, width: 20, height: 10, packageType: 'parcel' })),
    senderOrderRef: 'PO-DOC',
    transportProduct: { pickup: { date: '2031-03-14', earliest: '2031-03-14T09:00:00+01:00', latest: '2031-03-14T16:00:00+01:00' } },
  });

  async function book(who: DemoAccount, body: object): Promise<{ orderNo: string; consignmentId: string; consignmentNo: string }> {
    const created = (await call(who, 'post', '/consignment/?temp=0', body).expect(200)).body.consignments[0];
    const order = (await call(who, 'post', '/order/', { consignmentId: created.consignmentId }).expect(200)).body;
    const booked = (await call(who, 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body.orders[0];
    expect(booked.booked).toBe(true);
    return { orderNo: booked.orderNo, consignmentId: created.consignmentId, consignmentNo: booked.consignmentNo };
  }

  const storedSsccs = async (consignmentId: string) =>
    (
      await db.query<{ sscc: string }>('SELECT sscc FROM shipping.package_sscc WHERE consignment_id = $1 ORDER BY package_no', [
        consignmentId,
      ])
    ).rows.map((r) => r.sscc);
  const printedEvents = async (orderNo: string) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderPrinted' AND aggregate_id = $1`,
        [orderNo],
      )
    ).rows[0].n;

  let file = 0;
  function pdfText(pdf: Buffer): string {
    const path = join(work, `${++file}.pdf`);
    writeFileSync(path, pdf);
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  }

  function pageCount(pdf: Buffer): number {
    const path = join(work, `${++file}.pdf`);
    writeFileSync(path, pdf);
    return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);
  }

  /** Every barcode on every page, as zbarimg reads them from 200 dpi renderings (4 pixels to a 0.5 mm module): one list per page. */
  function pdfBarcodes(pdf: Buffer): string[][] {
    const dir = mkdtempSync(join(work, 'pages-'));
    const path = join(dir, 'doc.pdf');
    writeFileSync(path, pdf);
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', path, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((png) => {
        try {
          return execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', join(dir, png)], { encoding: 'utf8' })
            .split('\n')
            .filter(Boolean);
        } catch {
          return []; // zbarimg exits 4 when a page has no barcode
        }
      });
  }

  /**
   * Every barcode on every ZPL label, as zbarimg reads them: each ^XA…^XZ is rendered to a 4×6 in PNG at the printer's
   * density by zpl-renderer-js (Zebrash, a ZPL interpreter compiled to WebAssembly; a third-party reading of our ZPL,
   * not our own code), then decoded. GS1 marks the symbols that start with FNC1 (GS1-128), so ^BC's UCC/EAN mode is checked too.
   */
  async function zplBarcodes(zpl: string, density: 203 | 300): Promise<{ data: string; gs1: boolean }[][]> {
    const { api } = await zplRenderer;
    const pngs = await api.zplToBase64MultipleAsync(zpl, 101.6, 152.4, density === 203 ? 8 : 12);
    const dir = mkdtempSync(join(work, 'zpl-'));
    return pngs.map((png, i) => {
      const path = join(dir, `label-${i}.png`);
      writeFileSync(path, Buffer.from(png, 'base64'));
      let xml: string;
      try {
        xml = execFileSync('zbarimg', ['--quiet', '--xml', '-Sdisable', '-Scode128.enable', path], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'], // zbar's D-Bus complaints on a machine without a system bus
        });
      } catch {
        return []; // zbarimg exits 4 when a label has no barcode
      }
      return [...xml.matchAll(/<symbol type='CODE-128'([^>]*)><data><!\[CDATA\[([^\]]*)\]\]><\/data>/g)].map((m) => ({
        data: m[2],
        gs1: /modifiers='[^']*GS1/.test(m[1]),
      }));
    });
  }

  /** Each label holds exactly the consignment number as plain Code 128 and its own SSCC as GS1-128 (AI 00), check digit valid. */
  async function expectZplLabelsScan(zpl: string, density: 203 | 300, consignmentNo: string, ssccs: string[]) {
    const labels = await zplBarcodes(zpl, density);
    expect(labels).toHaveLength(ssccs.length);
    labels.forEach((codes, i) => {
      expect(codes).toHaveLength(2);
      expect(codes).toContainEqual({ data: consignmentNo, gs1: false });
      expect(codes).toContainEqual({ data: `00${ssccs[i]}`, gs1: true });
      expect(ssccsIn(codes.map((c) => c.data))).toEqual([ssccs[i]]);
      expect(isValidSscc(ssccs[i])).toBe(true);
    });
  }

  /** zbar gives GS1-128 element strings with the AI and without parentheses: 00 then the 18 digits. */
  const ssccsIn = (codes: string[]) =>
    codes
      .map((c) => c.replace(/^\]C1/, ''))
      .filter((c) => /^00\d{18}$/.test(c))
      .map((c) => c.slice(2));

  describe('a one-package consignment', () => {
    let booked: { orderNo: string; consignmentId: string; consignmentNo: string };
    beforeAll(async () => {
      booked = await book('anna', consignment([1]));
    });

    it('prints an A4 PDF: the waybill and one label, every text and barcode readable', async () => {
      const res = await print('anna', `/consignment/print/${booked.consignmentId}/?format=PDF`).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${booked.consignmentNo}.pdf"`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const [sscc] = await storedSsccs(booked.consignmentId);
      expect(isValidSscc(sscc)).toBe(true);
      const text = pdfText(pdf);
      for (const expected of [
        'FRAKTSEDEL',
        'Annas Blommor AB',
        'Örjans Åkeri Ägare',
        'Göteborg',
        booked.consignmentNo,
        booked.orderNo,
        'PO-DOC',
        '2031-03-14 09:00–16:00',
      ])
        expect(text).toContain(expected);
      expect(text).toMatch(/1 ?\/ ?1/);
      // The booking's estimated emissions (issue 33).
      expect(text).toMatch(/Klimatpåverkan \/ Climate impact\s+\d+,\d{2} kg CO2e \(EN ISO 14083, GLEC, WTW\)/);
      expect(text).toContain(`(00) ${sscc[0]} ${sscc.slice(1, 11)} ${sscc.slice(11, 17)} ${sscc[17]}`);
      const pages = pdfBarcodes(pdf);
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain(booked.consignmentNo);
      expect(pages[1]).toContain(booked.consignmentNo);
      expect(ssccsIn(pages[1])).toEqual([sscc]);
    });

    it('marks the order printed with OrderPrinted in the same call, and a reprint is byte-identical with the same ETag', async () => {
      const before = await printedEvents(booked.orderNo);
      const first = await print('anna', `/consignment/print/${booked.orderNo}?format=PDF`).expect(200);
      const again = await print('anna', `/consignment/print/${booked.consignmentId}?format=pdf`).expect(200);
      expect(Buffer.compare(first.body, again.body)).toBe(0);
      expect(first.headers.etag).toBe(again.headers.etag);
      expect(await printedEvents(booked.orderNo)).toBe(before + 2);
      const order = (await call('anna', 'get', `/order/${booked.orderNo}`).expect(200)).body;
      expect(order).toMatchObject({ printed: true, statusLabel: 'Utskriven' });
      const zpl1 = await print('anna', `/consignment/print/${booked.consignmentId}?format=ZPL`).expect(200);
      const zpl2 = await print('anna', `/consignment/print/${booked.consignmentId}?format=ZPL`).expect(200);
      expect(Buffer.compare(zpl1.body, zpl2.body)).toBe(0);
    });

    it.each([
      ['ZPL', 203],
      ['ZPL_300', 300],
    ] as const)('prints %s: the label rendered to PNG scans as the consignment number and the SSCC', async (format, density) => {
      const res = await print('anna', `/consignment/print/${booked.consignmentId}?format=${format}`).expect(200);
      const ssccs = await storedSsccs(booked.consignmentId);
      expect(ssccs).toHaveLength(1);
      await expectZplLabelsScan((res.body as Buffer).toString('utf8'), density, booked.consignmentNo, ssccs);
    });

    it('prints one A6 label page', async () => {
      const pdf = (await print('anna', `/consignment/print/${booked.consignmentId}?format=PDF_A6`).expect(200)).body as Buffer;
      const pages = pdfBarcodes(pdf);
      expect(pages).toHaveLength(1);
      expect(ssccsIn(pages[0])).toEqual(await storedSsccs(booked.consignmentId));
      expect(pdfText(pdf)).toContain('Örjans Åkeri Ägare');
    });
  });

  describe('a twelve-package consignment', () => {
    let booked: { orderNo: string; consignmentId: string; consignmentNo: string };
    let ssccs: string[];
    beforeAll(async () => {
      booked = await book('anna', consignment([5, 7]));
      await print('anna', `/consignment/print/${booked.consignmentId}`).expect(200);
      ssccs = await storedSsccs(booked.consignmentId);
    });

    it('numbers twelve distinct valid SSCCs, kept for reprints', () => {
      expect(ssccs).toHaveLength(12);
      expect(new Set(ssccs).size).toBe(12);
      for (const sscc of ssccs) expect(isValidSscc(sscc)).toBe(true);
    });

    it('prints the waybill and labels two per page in A4; zbarimg reads every SSCC', async () => {
      const pdf = (await print('anna', `/consignment/print/${booked.consignmentId}?format=PDF`).expect(200)).body as Buffer;
      const pages = pdfBarcodes(pdf);
      expect(pages).toHaveLength(1 + 6);
      expect(pages[0]).toContain(booked.consignmentNo);
      pages.slice(1).forEach((page, i) => expect(ssccsIn(page).sort()).toEqual(ssccs.slice(2 * i, 2 * i + 2)));
      const text = pdfText(pdf);
      for (let n = 1; n <= 12; n++) expect(text).toMatch(new RegExp(`\\b${n} ?/ ?12\\b`));
      for (const sscc of ssccs) expect(text.replace(/ /g, '')).toContain(`(00)${sscc}`);
      expect(await storedSsccs(booked.consignmentId)).toEqual(ssccs);
    });

    it('prints twelve A6 pages, one SSCC each', async () => {
      const pages = pdfBarcodes(
        (await print('anna', `/consignment/print/${booked.consignmentId}?format=PDF_A6`).expect(200)).body as Buffer,
      );
      expect(pages.map(ssccsIn)).toEqual(ssccs.map((s) => [s]));
    });

    it.each([
      ['ZPL', 203, 812, 1218],
      ['ZPL_300', 300, 1200, 1800],
    ] as const)(
      'prints %s: one ^XA…^XZ label per package, 4×6 in, the GS1-128 SSCCs and the texts; rendered to PNG, every label scans',
      async (format, density, width, length) => {
        const res = await print('anna', `/consignment/print/${booked.consignmentId}?format=${format}`).expect(200);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${booked.consignmentNo}.zpl"`);
        const zpl = (res.body as Buffer).toString('utf8');
        const labels = zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
        expect(labels).toHaveLength(12);
        expect(zpl.replace(/\^XA[\s\S]*?\^XZ\n?/g, '')).toBe('');
        labels.forEach((label, i) => {
          expect(label).toContain('^CI28');
          expect(label).toContain(`^PW${width}`);
          expect(label).toContain(`^LL${length}`);
          // UCC/EAN mode (FNC1 first) for the SSCC, its check digit valid; the carrier's number as plain Code 128.
          const sscc = /\^BCN,\d+,N,N,N,D\^FD\(00\)(\d{18})\^FS/.exec(label)?.[1];
          expect(sscc).toBe(ssccs[i]);
          expect(isValidSscc(sscc!)).toBe(true);
          expect(label).toMatch(new RegExp(`\\^BCN,\\d+,Y,N,N\\^FD${booked.consignmentNo}\\^FS`));
          expect(label).toContain(`^FD${i + 1} / 12^FS`);
          expect(label).toContain('^FDÖrjans Åkeri Ägare^FS');
          expect(label).toContain('^FDAnnas Blommor AB^FS');
        });
        await expectZplLabelsScan(zpl, density, booked.consignmentNo, ssccs);
      },
    );
  });

  it('prints a selection into one PDF and one ZPL stream (the bulk call), in the order asked', async () => {
    const a = await book('anna', consignment([1]));
    const b = await book('anna', consignment([2]));
    const pdf = (await print('anna', '/consignment/print/?format=PDF', [b.orderNo, a.consignmentId]).expect(200)).body as Buffer;
    const pages = pdfBarcodes(pdf);
    // b: its waybill and one page with its two labels; then a: its waybill and its label.
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain(b.consignmentNo);
    expect(ssccsIn(pages[1]).sort()).toEqual(await storedSsccs(b.consignmentId));
    expect(pages[2]).toContain(a.consignmentNo);
    expect(ssccsIn(pages[3])).toEqual(await storedSsccs(a.consignmentId));
    const zpl = (await print('anna', '/consignment/print?format=ZPL', [a.consignmentId, b.consignmentId]).expect(200)).body.toString(
      'utf8',
    );
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(await printedEvents(a.orderNo)).toBe(2);
  });

  it('refuses an unknown format naming the allowed ones', async () => {
    const booked = await book('anna', consignment([1]));
    const res = await call('anna', 'post', `/consignment/print/${booked.consignmentId}/?format=PNG`, undefined, 'en').expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'DOCUMENT.UNKNOWN_FORMAT',
      message: 'Unknown print format. Allowed formats: PDF, PDF_A6, ZPL, ZPL_300',
    });
    expect(await printedEvents(booked.orderNo)).toBe(0);
  });

  it('answers "No document" for an unbooked consignment and the archived text when the details are gone', async () => {
    const created = (await call('anna', 'post', '/consignment/?temp=0', consignment([1])).expect(200)).body.consignments[0];
    const unbooked = await call('anna', 'post', `/consignment/print/${created.consignmentId}`).expect(409);
    expect(unbooked.body).toMatchObject({ code: 'DOCUMENT.NOT_BOOKED', message: 'Dokument saknas' });
    const order = (await call('anna', 'post', '/order/', { consignmentId: created.consignmentId }).expect(200)).body;
    expect((await call('anna', 'post', `/consignment/print/${order.orderNo}`, undefined, 'en').expect(409)).body.message).toBe(
      'No document',
    );

    const booked = await book('anna', consignment([1]));
    // What an archive keeps of an old consignment: the order and the number, not its parties and goods.
    await db.query(`UPDATE shipping.consignments SET document = document - 'part' - 'goodsItem' WHERE id = $1`, [booked.consignmentId]);
    const archived = await call('anna', 'post', `/consignment/print/${booked.orderNo}`).expect(409);
    expect(archived.body).toMatchObject({
      code: 'DOCUMENT.ARCHIVED',
      message: 'Försändelsen är arkiverad: detaljer saknas och fraktsedel kan inte skrivas ut.',
    });
  });

  it("answers 404 for another customer's consignment, alone or in a selection, and marks nothing", async () => {
    const annas = await book('anna', consignment([1]));
    const bertils = await book('bertil', consignment([1]));
    await call('bertil', 'post', `/consignment/print/${annas.consignmentId}`).expect(404);
    await call('bertil', 'post', `/consignment/print/${annas.orderNo}`).expect(404);
    await call('bertil', 'post', '/consignment/print/', [bertils.orderNo, annas.orderNo]).expect(404);
    expect(await printedEvents(bertils.orderNo)).toBe(0);
    expect(await printedEvents(annas.orderNo)).toBe(0);
    await call('admin', 'post', `/consignment/print/${annas.orderNo}?format=ZPL`).expect(200);
    await call('demo', 'post', `/consignment/print/${annas.orderNo}`).expect(403);
  });

  describe('customs documents and paperless customs', () => {
    const abroad = (templateName: string, countrycode = 'NO') => ({
      templateName,
      part: [
        party('consignor', 'Annas Blommor AB', '111 57', 'Stockholm'),
        {
          role: 'consignee',
          address: { name: 'Ola Nordmann AS', addressLine: ['Karl Johans gate 1', ''], postcode: '0154', city: 'Oslo', countrycode },
          communication: { mobile: { value: '+4791234567', notify: false } },
        },
      ],
      goodsItem: [{ noOfPackages: 2, weight: 6, length: 30, width: 20, height: 10, packageType: 'parcel' }],
    });
    const DECLARATION = {
      reasonForExport: 'sale',
      incoterms: 'DAP',
      invoiceNo: 'F-2026-17',
      invoiceDate: '2026-11-25',
      currency: 'SEK',
      exporter: { eori: 'SE5560000001', vatNo: 'SE556000000101' },
      importer: { eori: 'NO987654321', vatNo: 'NO987654321MVA' },
      lines: [
        { description: 'Tulpanlökar, 50-pack', quantity: 10, netWeight: 2.5, value: '1250.00', hsCode: '060110', originCountry: 'NL' },
        { description: 'Blomkrukor i lergods', quantity: 4, netWeight: 3, value: '480.50', hsCode: '6912002310', originCountry: 'se' },
      ],
    };
    const created = async (body: object) =>
      (await call('anna', 'post', '/consignment/?temp=0', body).expect(200)).body.consignments[0].consignmentId as string;
    const sendPdf = (id: string, bytes: Buffer, name = 'faktura.pdf', who: DemoAccount = 'anna') =>
      portal.http
        .post(`/api/consignment/upspaperless/${id}/documents?name=${encodeURIComponent(name)}`)
        .auth(tokens[who], { type: 'bearer' })
        .set('Content-Type', 'application/pdf')
        .send(bytes);

    it('saves and reads the customs document with totals; validation speaks the spec texts; EU destinations need none', async () => {
      const id = await created(abroad('UPS_EXPRESS_SAVER_INT'));
      expect((await call('anna', 'get', `/consignment/customs/${id}`).expect(200)).body).toMatchObject({
        required: true,
        destination: 'NO',
        declaration: null,
        paperless: false,
        paperlessOffered: true,
        booked: false,
      });
      const saved = (await call('anna', 'put', `/consignment/customs/${id}`, DECLARATION).expect(200)).body;
      expect(saved.totals).toEqual({ quantity: 14, netWeight: 5.5, value: '1730.50' });
      expect(saved.declaration.lines[1]).toEqual({
        description: 'Blomkrukor i lergods',
        quantity: 4,
        netWeight: 3,
        value: '480.50',
        hsCode: '6912002310',
        originCountry: 'SE',
      });
      expect((await call('anna', 'get', `/consignment/customs/${id}`).expect(200)).body).toEqual(saved);

      const bad = await call('anna', 'put', `/consignment/customs/${id}`, {
        ...DECLARATION,
        incoterms: 'XYZ',
        lines: [{ ...DECLARATION.lines[0], hsCode: '0601', quantity: 0, value: 'tio' }],
      }).expect(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'incoterms', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' },
          { field: 'lines.0.hsCode', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' },
          { field: 'lines.0.quantity', code: 'VALIDATION.MIN', message: 'Minst 1' },
          { field: 'lines.0.value', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' },
        ]),
      );
      const inEu = await created(abroad('UPS_EXPRESS_SAVER_INT', 'DK'));
      expect((await call('anna', 'put', `/consignment/customs/${inEu}`, DECLARATION).expect(409)).body.code).toBe('CUSTOMS.NOT_REQUIRED');
      await call('bertil', 'get', `/consignment/customs/${id}`).expect(404);
      await call('bertil', 'put', `/consignment/customs/${id}`, DECLARATION).expect(404);
    });

    it("names the consignment's receiver; a private receiver's EORI and VAT number are optional, a company's required", async () => {
      const company = await created(abroad('UPS_EXPRESS_SAVER_INT'));
      const { importer: _importer, ...withoutImporter } = DECLARATION;
      const refused = await call('anna', 'put', `/consignment/customs/${company}`, {
        ...withoutImporter,
        importer: { eori: '', vatNo: '' },
      }).expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'importer.eori', code: 'VALIDATION.REQUIRED', message: expect.any(String) },
        { field: 'importer.vatNo', code: 'VALIDATION.REQUIRED', message: expect.any(String) },
      ]);

      const toPrivate = await created({ ...abroad('UPS_EXPRESS_SAVER_INT'), consigneeType: 'private' });
      expect((await call('anna', 'get', `/consignment/customs/${toPrivate}`).expect(200)).body).toMatchObject({
        consignee: { name: 'Ola Nordmann AS', postcode: '0154', city: 'Oslo', countrycode: 'NO' },
        consigneeType: 'private',
        importerIdsRequired: false,
      });
      const saved = (await call('anna', 'put', `/consignment/customs/${toPrivate}`, withoutImporter).expect(200)).body;
      expect(saved.declaration.importer).toEqual({ eori: '', vatNo: '' });
      // A malformed id is still refused when given.
      const malformed = await call('anna', 'put', `/consignment/customs/${toPrivate}`, { ...DECLARATION, importer: { eori: 'x' } }).expect(
        400,
      );
      expect(malformed.body.errors).toEqual([{ field: 'importer.eori', code: 'VALIDATION.INVALID_FORMAT', message: 'Felaktigt format' }]);
    });

    it('prints the commercial invoice three times after the waybill, with HS codes, EORI numbers and totals', async () => {
      const id = await created(abroad('UPS_EXPRESS_SAVER_INT'));
      await call('anna', 'put', `/consignment/customs/${id}`, DECLARATION).expect(200);
      const order = (await call('anna', 'post', '/order/', { consignmentId: id }).expect(200)).body;
      const booked = (await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body.orders[0];
      expect(booked).toMatchObject({ booked: true });
      const pdf = (await print('anna', `/consignment/print/${id}`).expect(200)).body as Buffer;
      const text = pdfText(pdf);
      expect(text.match(/HANDELSFAKTURA \/ COMMERCIAL INVOICE/g)).toHaveLength(3);
      for (const expected of [
        'F-2026-17',
        'DAP',
        '060110',
        '6912002310',
        'SE5560000001',
        'NO987654321',
        'Tulpanlökar, 50-pack',
        '1 730,50 kr',
        'Kopia / Copy 3 / 3',
      ])
        expect(text).toContain(expected);
      // Waybill, three invoice copies, then UPS's own label for each of the two packages (UPS takes no shipper-printed labels).
      expect(pageCount(pdf)).toBe(6);
      // Booked: the customs document stays what was printed, and says so to the screen that shows it.
      expect((await call('anna', 'put', `/consignment/customs/${id}`, DECLARATION).expect(409)).body.code).toBe(
        'CONSIGNMENT.ALREADY_BOOKED',
      );
      expect((await call('anna', 'get', `/consignment/customs/${id}`).expect(200)).body).toMatchObject({ booked: true, required: true });
    });

    it('sends the invoice electronically for the express carrier 131: uploads checked by type, size and count; the waybill carries the paperless mark', async () => {
      const id = await created(abroad('UPS_EXPRESS_SAVER_INT'));
      await call('anna', 'put', `/consignment/customs/${id}`, DECLARATION).expect(200);
      expect((await sendPdf(id, Buffer.from('%PDF-1.4 before choosing')).expect(409)).body.code).toBe('CUSTOMS.PAPERLESS_NOT_CHOSEN');
      expect((await call('anna', 'put', `/consignment/upspaperless/${id}`, { paperless: true }).expect(200)).body).toMatchObject({
        paperless: true,
        offered: true,
        documents: [],
      });

      const notPdf = await sendPdf(id, Buffer.from('GIF89a pretending'), 'x.pdf').expect(422);
      expect(notPdf.body).toMatchObject({ code: 'CUSTOMS.NOT_A_PDF', message: 'Filen är inte en PDF' });
      const tooBig = await sendPdf(id, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024)]), 'big.pdf').expect(413);
      expect(tooBig.body.message).toBe('Filen är för stor');
      const sent = (await sendPdf(id, Buffer.from('%PDF-1.4\n% ursprungsintyg\n'), '../../etc/Ursprungsintyg.pdf').expect(201)).body;
      expect(sent).toMatchObject({
        fileName: 'Ursprungsintyg.pdf',
        size: 26,
        source: 'uploaded',
        documentId: expect.stringMatching(/^131-/),
      });

      const order = (await call('anna', 'post', '/order/', { consignmentId: id }).expect(200)).body;
      await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200);
      const invoice = (await call('anna', 'post', `/consignment/upspaperless/${id}/invoice`).expect(201)).body;
      expect(invoice).toMatchObject({ source: 'generated', fileName: expect.stringMatching(/^invoice-\d+\.pdf$/) });
      const { rows } = await db.query(
        `SELECT string_agg(encode(data, 'escape'), '' ORDER BY seq) AS pdf FROM shipping.local_carrier_document_chunks WHERE carrier_document_id = $1`,
        [invoice.documentId],
      );
      expect(rows[0].pdf.startsWith('%PDF-')).toBe(true);
      const list = (await call('anna', 'get', `/consignment/upspaperless/${id}`).expect(200)).body;
      expect(list.documents.map((d: { source: string }) => d.source)).toEqual(['uploaded', 'generated']);

      // Paperless and sent: no paper copies of the invoice, and the waybill says so (UPS's own labels follow it).
      const text = pdfText((await print('anna', `/consignment/print/${id}`).expect(200)).body as Buffer);
      expect(text).not.toContain('COMMERCIAL INVOICE');
      expect(text).toContain('Tullfaktura skickad elektroniskt / Paperless invoice');
      // UPS issued its labels as images (UPS_LABEL_FORMAT GIF): they cannot be printed as ZPL.
      expect((await call('anna', 'post', `/consignment/print/${id}?format=ZPL`).expect(409)).body.code).toBe(
        'DOCUMENT.CARRIER_LABEL_FORMAT',
      );

      for (let n = list.documents.length; n < 13; n++) await sendPdf(id, Buffer.from('%PDF-1.4\n')).expect(201);
      expect((await sendPdf(id, Buffer.from('%PDF-1.4\n')).expect(409)).body).toMatchObject({
        code: 'CUSTOMS.TOO_MANY_DOCUMENTS',
        message: 'Högst 13 dokument per försändelse',
      });
      await call('bertil', 'get', `/consignment/upspaperless/${id}`).expect(404);
      await sendPdf(id, Buffer.from('%PDF-1.4\n'), 'x.pdf', 'bertil').expect(404);
    });

    describe('booking needs the customs document when the consignment leaves the EU', () => {
      const REQUIRED_SV = 'Försändelsen lämnar EU:s tullområde: fyll i tulldokumentet (minst en varurad) innan bokning';
      const REQUIRED_EN =
        'The consignment leaves the EU customs territory: complete the customs document (at least one goods line) before booking';
      /** OrderBooked events of the consignment's order (none when it has no order). */
      const bookedEvents = async (consignmentId: string) =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM shipping.outbox WHERE event_type = 'OrderBooked' AND aggregate_id IN (SELECT order_no FROM shipping.orders WHERE consignment_id = $1)`,
            [consignmentId],
          )
        ).rows[0].n;
      const consignmentNo = async (id: string) =>
        (await db.query<{ no: string | null }>('SELECT consignment_no AS no FROM shipping.consignments WHERE id = $1', [id])).rows[0].no;
      const orderOf = async (id: string) =>
        (
          await db.query<{ order_no: string; date_booked: Date | null }>(
            'SELECT order_no, date_booked FROM shipping.orders WHERE consignment_id = $1',
            [id],
          )
        ).rows;

      it('PUT /order/book/: a consignment to Norway without a customs document is refused with CUSTOMS.REQUIRED and nothing is booked; with one it books', async () => {
        const id = await created(abroad('UPS_EXPRESS_SAVER_INT'));
        const order = (await call('anna', 'post', '/order/', { consignmentId: id }).expect(200)).body;
        const refused = (await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body;
        expect(refused).toMatchObject({ booked: 0, failed: 1, errors: [{ code: 'CUSTOMS.REQUIRED', description: REQUIRED_SV }] });
        expect(refused.orders).toEqual([
          { orderNo: order.orderNo, booked: false, consignmentNo: null, errors: [{ code: 'CUSTOMS.REQUIRED', description: REQUIRED_SV }] },
        ]);
        expect(await consignmentNo(id)).toBeNull();
        expect((await orderOf(id))[0].date_booked).toBeNull();
        expect(await bookedEvents(id)).toBe(0);

        await call('anna', 'put', `/consignment/customs/${id}`, DECLARATION).expect(200);
        const booked = (await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body;
        expect(booked).toMatchObject({ booked: 1, failed: 0, errors: [] });
        expect(await consignmentNo(id)).toBe(booked.orders[0].consignmentNo);
        expect(await bookedEvents(id)).toBe(1);
      });

      it('PUT /consignment/book/: the same refusal in English, no order made and nothing booked; with the document it books', async () => {
        const body = abroad('UPS_EXPRESS_SAVER_INT');
        const id = await created(body);
        const refused = (await call('anna', 'put', '/consignment/book/', { ...body, consignmentId: id }, 'en').expect(200)).body;
        expect(refused).toEqual({ consignments: [], errors: [{ code: 'CUSTOMS.REQUIRED', description: REQUIRED_EN }] });
        expect(await consignmentNo(id)).toBeNull();
        expect(await orderOf(id)).toEqual([]);
        expect(await bookedEvents(id)).toBe(0);

        await call('anna', 'put', `/consignment/customs/${id}`, DECLARATION).expect(200);
        const booked = (await call('anna', 'put', '/consignment/book/', { ...body, consignmentId: id }).expect(200)).body;
        expect(booked.errors).toEqual([]);
        expect(booked.consignments[0]).toMatchObject({ consignmentId: id, consignmentNo: expect.stringMatching(/^\d+$/) });
        expect(await bookedEvents(id)).toBe(1);
      });

      it('PUT /consignment/book/ checks the consignee sent with the call: a saved Danish consignee moved to Norway is refused', async () => {
        const id = await created(abroad('UPS_EXPRESS_SAVER_INT', 'DK'));
        const refused = (
          await call('anna', 'put', '/consignment/book/', { ...abroad('UPS_EXPRESS_SAVER_INT', 'NO'), consignmentId: id }).expect(200)
        ).body;
        expect(refused.errors).toEqual([{ code: 'CUSTOMS.REQUIRED', description: REQUIRED_SV }]);
        expect(await consignmentNo(id)).toBeNull();
      });

      it('books Sweden → Germany on both routes without a customs document', async () => {
        const toBerlin = abroad('UPS_EXPRESS_SAVER_INT', 'DE');
        toBerlin.part[1].address = { ...toBerlin.part[1].address, name: 'Berliner Blumen GmbH', postcode: '10115', city: 'Berlin' };
        const byOrder = await created(toBerlin);
        const order = (await call('anna', 'post', '/order/', { consignmentId: byOrder }).expect(200)).body;
        expect((await call('anna', 'put', '/order/book/', { orderNos: [order.orderNo] }).expect(200)).body).toMatchObject({
          booked: 1,
          errors: [],
        });
        const byConsignment = await created(toBerlin);
        const booked = (await call('anna', 'put', '/consignment/book/', { ...toBerlin, consignmentId: byConsignment }).expect(200)).body;
        expect(booked.errors).toEqual([]);
        expect(await bookedEvents(byOrder)).toBe(1);
        expect(await bookedEvents(byConsignment)).toBe(1);
      });
    });

    it('refuses paperless for other carriers with a clear error', async () => {
      const id = await created(abroad('DHL_EXPRESS_WORLDWIDE'));
      const res = await call('anna', 'put', `/consignment/upspaperless/${id}`, { paperless: true }, 'en').expect(409);
      expect(res.body).toMatchObject({
        code: 'CUSTOMS.PAPERLESS_NOT_OFFERED',
        message: 'The carrier does not accept customs documents electronically',
      });
      expect((await call('anna', 'get', `/consignment/customs/${id}`).expect(200)).body.paperlessOffered).toBe(false);
    });
  });
});
