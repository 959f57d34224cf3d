import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapHeadings, rowToContact } from './import-columns';
import { rawXlsx } from '../../test/hostile-xlsx';
import { readSheetRowsIsolated } from './isolated-sheet';
import { readSheetRows, SheetRow, XlsxLimits, XlsxRefused } from './xlsx-reader';
import { columnName, WrittenCell, xlsxBuffer } from './xlsx-writer';

const limits: XlsxLimits = {
  maxEntries: 20,
  maxUnpackedBytes: 10 * 1024 * 1024,
  maxRows: 100,
  maxCellChars: 50,
  maxSharedChars: 10_000,
  xml: { maxDepth: 16, maxElements: 10_000, maxAttributes: 16, maxRunChars: 1000 },
};

describe(readSheetRows.name, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'xlsx-reader-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function read(rows: WrittenCell[][], options: Partial<XlsxLimits> = {}, batch = 500): Promise<SheetRow[][]> {
    const path = join(dir, `${Math.random()}.xlsx`);
    await writeFile(path, await xlsxBuffer('Blad1', rows));
    const batches: SheetRow[][] = [];
    for await (const b of readSheetRows(path, { ...limits, ...options }, batch)) batches.push(b);
    return batches;
  }

  it('reads texts, numbers, dates and formulas as their kinds, skipping empty rows and keeping row numbers', async () => {
    const [rows] = await read([['A', 1.5], [], [null, { date: 45000 }, { formula: '1+1', value: 2 }, 'x'.repeat(51)]]);

    expect(rows).toEqual([
      {
        rowNo: 1,
        cells: [
          { kind: 'text', value: 'A' },
          { kind: 'number', value: 1.5 },
        ],
      },
      { rowNo: 3, cells: [undefined, { kind: 'date' }, { kind: 'formula' }, { kind: 'too_long' }] },
    ]);
  });

  it('hands the rows over in batches', async () => {
    const batches = await read(
      Array.from({ length: 25 }, (_, i) => [`r${i}`]),
      {},
      10,
    );

    expect(batches.flat()).toHaveLength(25);
    expect(batches.length).toBeGreaterThan(1);
  });

  it('refuses more rows than the limit after the heading row', async () => {
    await expect(
      read(
        Array.from({ length: 12 }, (_, i) => [`r${i}`]),
        { maxRows: 11 },
      ),
    ).resolves.toBeDefined();
    await expect(
      read(
        Array.from({ length: 13 }, (_, i) => [`r${i}`]),
        { maxRows: 11 },
      ),
    ).rejects.toEqual(new XlsxRefused('TOO_MANY_ROWS'));
  });

  it('refuses a workbook whose declared unpacked size is over the limit before reading it', async () => {
    await expect(read([['a']], { maxUnpackedBytes: 1000 })).rejects.toEqual(new XlsxRefused('UNPACKED_TOO_LARGE'));
  });

  it('refuses shared strings past their total, the part held in memory', async () => {
    await expect(
      read(
        Array.from({ length: 50 }, (_, i) => [`${i}`.padEnd(40, 'x')]),
        { maxSharedChars: 1000 },
      ),
    ).rejects.toEqual(new XlsxRefused('UNPACKED_TOO_LARGE'));
  });

  async function readRaw(sheet: string, isolated = false): Promise<SheetRow[]> {
    const path = join(dir, `${Math.random()}.xlsx`);
    await writeFile(path, await rawXlsx({ 'xl/worksheets/sheet1.xml': `<worksheet><sheetData>${sheet}</sheetData></worksheet>` }));
    const rows = isolated ? readSheetRowsIsolated(path, limits, 10, { maxHeapMb: 64, timeBudgetMs: 60_000 }) : readSheetRows(path, limits);
    const all: SheetRow[] = [];
    for await (const batch of rows) all.push(...batch);
    return all;
  }
  const text = (value: string) => `<c t="inlineStr"><is><t>${value}</t></is></c>`;

  it('refuses a row reference that is no number, or that goes back, as a damaged file', async () => {
    await expect(readRaw(`<row r="abc">${text('a')}</row>`)).rejects.toEqual(new XlsxRefused('BAD_REFERENCE'));
    await expect(readRaw(`<row r="3">${text('a')}</row><row r="2">${text('b')}</row>`)).rejects.toEqual(new XlsxRefused('BAD_REFERENCE'));
    await expect(readRaw(`<row r="1048577">${text('a')}</row>`)).rejects.toEqual(new XlsxRefused('BAD_REFERENCE'));
    expect((await readRaw(`<row r="2">${text('a')}</row><row>${text('b')}</row>`)).map((r) => r.rowNo)).toEqual([2, 3]);
  });

  it('refuses XML past its bounds as too complex', async () => {
    await expect(readRaw('<a>'.repeat(100))).rejects.toEqual(new XlsxRefused('TOO_COMPLEX'));
    await expect(readRaw(`<row><!-- ${'x'.repeat(10)} --></row>`)).rejects.toEqual(new XlsxRefused('TOO_COMPLEX'));
  });

  it('reads the same rows in a worker thread, and passes its refusals on', async () => {
    const sheet = Array.from({ length: 25 }, (_, i) => `<row>${text(`r${i}`)}</row>`).join('');
    expect(await readRaw(sheet, true)).toEqual(await readRaw(sheet));
    await expect(readRaw(`<row r="abc">${text('a')}</row>`, true)).rejects.toEqual(new XlsxRefused('BAD_REFERENCE'));
    await expect(readRaw('<a>'.repeat(100), true)).rejects.toEqual(new XlsxRefused('TOO_COMPLEX'));
  });

  it('refuses a file that is no zip', async () => {
    const path = join(dir, 'not.xlsx');
    await writeFile(path, 'MZ not a zip');
    const reading = (async () => {
      for await (const _ of readSheetRows(path, limits)) void _;
    })();
    await expect(reading).rejects.toEqual(new XlsxRefused('NOT_XLSX'));
  });
});

describe('import columns', () => {
  it('maps headings to fields and reads flags and numbers in text columns', () => {
    const { columns, problems } = mapHeadings(
      ['ADRESS', 'POSTNUMMER', 'ORT', 'PRIVATPERSON', 'TELEFON'].map((value) => ({ kind: 'text' as const, value })),
    );
    expect(problems).toEqual([]);

    const { raw, errors } = rowToContact(
      [
        { kind: 'text', value: 'Gatan 1' },
        { kind: 'number', value: 11122 },
        { kind: 'text', value: 'Ort' },
        { kind: 'text', value: 'ja' },
        { kind: 'number', value: 46701234567 },
      ],
      columns,
    );
    expect(errors).toEqual([]);
    expect(raw).toEqual({ address1: 'Gatan 1', postcode: '11122', city: 'Ort', consumer: true, phone: '46701234567' });
  });

  it('names unknown, repeated and missing headings', () => {
    const { problems } = mapHeadings([
      { kind: 'text', value: 'ORT' },
      { kind: 'text', value: 'ORT' },
      { kind: 'text', value: 'Namn' },
    ]);

    expect(problems).toEqual([
      { code: 'IMPORT.WRONG_HEADING', heading: 'ORT' },
      { code: 'IMPORT.WRONG_HEADING', heading: 'Namn' },
      { code: 'IMPORT.MISSING_HEADING', heading: 'ADRESS' },
      { code: 'IMPORT.MISSING_HEADING', heading: 'POSTNUMMER' },
    ]);
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });
});
