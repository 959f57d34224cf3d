import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapHeadings, rowToContact } from './import-columns';
import { readSheetRows, SheetRow, XlsxLimits, XlsxRefused } from './xlsx-reader';
import { columnName, WrittenCell, xlsxBuffer } from './xlsx-writer';

const limits: XlsxLimits = { maxEntries: 20, maxUnpackedBytes: 10 * 1024 * 1024, maxRows: 100, maxCellChars: 50, maxSharedChars: 10_000 };

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
