import { Readable } from 'node:stream';
import { SaxesTagPlain } from 'saxes';
import yauzl, { Entry, ZipFile } from 'yauzl';
import { BoundedXml, XmlBoundExceeded, XmlBounds } from './bounded-xml';

export interface XlsxLimits {
  /** Entries in the zip (an xlsx has a dozen or two). */
  maxEntries: number;
  /** Sum of the entries' unpacked sizes, as the central directory declares them (inflating past a declared size fails). */
  maxUnpackedBytes: number;
  /** Data rows after the heading row. */
  maxRows: number;
  /** Characters kept of one cell; a longer one is reported as too long, never held whole. */
  maxCellChars: number;
  /** Characters of all shared strings together: the one part of the file held in memory while the sheet is read. */
  maxSharedChars: number;
  /** Bounds on each XML part's nesting, elements, attributes and runs, checked as it streams. */
  xml: XmlBounds;
}

/** TOO_COMPLEX: past an XML bound (or, isolated, the worker's heap); BAD_REFERENCE: a row or cell reference that is no reference. */
export type XlsxProblem = 'NOT_XLSX' | 'UNPACKED_TOO_LARGE' | 'TOO_MANY_ROWS' | 'TOO_COMPLEX' | 'TOO_SLOW' | 'BAD_REFERENCE';

export class XlsxRefused extends Error {
  constructor(readonly problem: XlsxProblem) {
    super(problem);
    this.name = 'XlsxRefused';
  }
}

export type Cell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'date' }
  | { kind: 'formula' }
  | { kind: 'too_long' }
  | { kind: 'error' };

export interface SheetRow {
  /** The row number Excel shows (1-based). */
  rowNo: number;
  cells: Array<Cell | undefined>;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The bytes a zip (and so an xlsx) starts with; an .exe renamed .xlsx starts with MZ. */
export const hasZipMagic = (head: Buffer): boolean => head.length >= 4 && head.subarray(0, 4).equals(ZIP_MAGIC);

const open = (path: string): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true }, (error, zip) =>
      error ? reject(new XlsxRefused('NOT_XLSX')) : resolve(zip),
    ),
  );

async function entriesOf(zip: ZipFile, limits: XlsxLimits): Promise<Map<string, Entry>> {
  // The central directory's count and sizes are checked before any entry is inflated.
  if (zip.entryCount > limits.maxEntries) throw new XlsxRefused('UNPACKED_TOO_LARGE');
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.maxUnpackedBytes) return reject(new XlsxRefused('UNPACKED_TOO_LARGE'));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(new XlsxRefused('NOT_XLSX')));
    zip.readEntry();
  });
  if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) throw new XlsxRefused('NOT_XLSX');
  return entries;
}

function entryStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(new XlsxRefused('NOT_XLSX')) : resolve(stream))),
  );
}

/** An XmlBoundExceeded is a TOO_COMPLEX file; any other parse failure a file that is no xlsx. */
const refusalOf = (error: unknown): XlsxRefused =>
  error instanceof XlsxRefused ? error : new XlsxRefused(error instanceof XmlBoundExceeded ? 'TOO_COMPLEX' : 'NOT_XLSX');

/** Feeds a small entry's XML (workbook, rels, styles, shared strings) to a SAX parser chunk by chunk. */
async function parseEntry(zip: ZipFile, entry: Entry, parser: BoundedXml): Promise<void> {
  const stream = await entryStream(zip, entry);
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    stream.destroy();
    throw refusalOf(error);
  }
}

const local = (name: string): string => name.slice(name.indexOf(':') + 1);

/** workbook.xml and its rels: the path of the first sheet. */
async function firstSheetPath(zip: ZipFile, entries: Map<string, Entry>, bounds: XmlBounds): Promise<string> {
  let relId: string | undefined;
  const workbook = new BoundedXml(bounds);
  workbook.onOpen((tag: SaxesTagPlain) => {
    if (relId === undefined && local(tag.name) === 'sheet')
      relId = Object.entries(tag.attributes).find(([k]) => local(k) === 'id' && k !== 'sheetId')?.[1] as string | undefined;
  });
  await parseEntry(zip, entries.get('xl/workbook.xml')!, workbook);
  const relsEntry = entries.get('xl/_rels/workbook.xml.rels');
  let target: string | undefined;
  if (relId && relsEntry) {
    const rels = new BoundedXml(bounds);
    rels.onOpen((tag: SaxesTagPlain) => {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === relId) target = tag.attributes.Target as string;
    });
    await parseEntry(zip, relsEntry, rels);
  }
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  if (!entries.has(path)) throw new XlsxRefused('NOT_XLSX');
  return path;
}

const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** A custom number format that shows a date or time: d, m, y, h or s outside quotes, brackets and escapes. */
const isDateFormat = (code: string): boolean => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** styles.xml: which cell styles (by index) show their number as a date. */
async function dateStyles(zip: ZipFile, entries: Map<string, Entry>, bounds: XmlBounds): Promise<Set<number>> {
  const entry = entries.get('xl/styles.xml');
  const dates = new Set<number>();
  if (!entry) return dates;
  const custom = new Map<number, boolean>();
  const parser = new BoundedXml(bounds);
  let inCellXfs = false;
  let xf = 0;
  parser.onOpen((tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), isDateFormat(String(tag.attributes.formatCode ?? '')));
    else if (name === 'cellXfs') inCellXfs = true;
    else if (name === 'xf' && inCellXfs) {
      const id = Number(tag.attributes.numFmtId ?? 0);
      if (custom.get(id) ?? BUILT_IN_DATE_FORMATS.has(id)) dates.add(xf);
      xf += 1;
    }
  });
  parser.onClose((tag: SaxesTagPlain) => {
    if (local(tag.name) === 'cellXfs') inCellXfs = false;
  });
  await parseEntry(zip, entry, parser);
  return dates;
}

/** Appends to a capped text: past `max` characters only the fact that it is longer is kept. */
class CappedText {
  text = '';
  over = false;
  constructor(private readonly max: number) {}
  add(part: string): void {
    if (this.over) return;
    if (this.text.length + part.length > this.max) {
      this.over = true;
      this.text = '';
    } else this.text += part;
  }
  reset(): void {
    this.text = '';
    this.over = false;
  }
}

/** sharedStrings.xml: every shared text (capped; null for one that was too long). Rich-text runs are joined; phonetic runs left out. */
async function sharedStrings(zip: ZipFile, entries: Map<string, Entry>, limits: XlsxLimits): Promise<Array<string | null>> {
  const entry = entries.get('xl/sharedStrings.xml');
  const strings: Array<string | null> = [];
  if (!entry) return strings;
  const parser = new BoundedXml(limits.xml);
  const text = new CappedText(limits.maxCellChars);
  let inT = false;
  let inPhonetic = false;
  parser.onOpen((tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 'si') text.reset();
    else if (name === 't') inT = !inPhonetic;
    else if (name === 'rPh') inPhonetic = true;
  });
  parser.onText((t: string) => {
    if (inT) text.add(t);
  });
  let held = 0;
  parser.onClose((tag: SaxesTagPlain) => {
    const name = local(tag.name);
    if (name === 't') inT = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'si') {
      held += text.text.length + 1;
      if (held > limits.maxSharedChars) throw new XlsxRefused('UNPACKED_TOO_LARGE');
      strings.push(text.over ? null : text.text);
    }
  });
  await parseEntry(zip, entry, parser);
  return strings;
}

function columnIndex(ref: string | undefined): number | undefined {
  if (!ref) return undefined;
  const letters = /^[A-Z]{1,3}/.exec(ref)?.[0];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Widest sheet read: far more columns than the template has; cells beyond it are ignored. */
const MAX_COLUMNS = 64;

/**
 * Reads the first sheet of an xlsx file row by row, in batches, without holding the sheet: the zip's
 * directory is checked first (entry count, declared unpacked size, the xlsx parts), then the sheet's XML
 * is inflated and parsed as a stream. Each yielded batch is handled before more of the file is read, so a
 * caller that writes batches to the database keeps the process's memory flat and its event loop free.
 * Rows without any value are skipped; more than `maxRows` rows after the first non-empty one refuse the file.
 */
export async function* readSheetRows(path: string, limits: XlsxLimits, batchSize = 500): AsyncGenerator<SheetRow[]> {
  const zip = await open(path);
  try {
    const entries = await entriesOf(zip, limits);
    const sheetPath = await firstSheetPath(zip, entries, limits.xml);
    const dates = await dateStyles(zip, entries, limits.xml);
    const strings = await sharedStrings(zip, entries, limits);

    const parser = new BoundedXml(limits.xml);
    const ready: SheetRow[] = [];
    let rowNo = 0;
    let cells: Array<Cell | undefined> = [];
    let nonEmpty = false;
    let rowsSeen = 0;
    let column = 0;
    let cellType: string | undefined;
    let cellStyle = 0;
    let hasFormula = false;
    let inValue = false;
    let inInline = false;
    const text = new CappedText(limits.maxCellChars);

    parser.onOpen((tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'row':
          rowNo = rowNumber(tag.attributes.r as string | undefined, rowNo);
          cells = [];
          nonEmpty = false;
          column = 0;
          break;
        case 'c':
          column = columnIndex(tag.attributes.r as string | undefined) ?? column;
          cellType = tag.attributes.t as string | undefined;
          cellStyle = Number(tag.attributes.s ?? 0);
          hasFormula = false;
          text.reset();
          break;
        case 'f':
          hasFormula = true;
          break;
        case 'v':
          inValue = true;
          break;
        case 'is':
          inInline = true;
          break;
      }
    });
    parser.onText((t: string) => {
      if (inValue || inInline) text.add(t);
    });
    parser.onClose((tag: SaxesTagPlain) => {
      switch (local(tag.name)) {
        case 'v':
          inValue = false;
          break;
        case 'is':
          inInline = false;
          break;
        case 'c': {
          const cell = toCell(cellType, cellStyle, hasFormula, text, strings, dates);
          if (cell && column < MAX_COLUMNS) {
            cells[column] = cell;
            nonEmpty = true;
          }
          column += 1;
          break;
        }
        case 'row':
          if (!nonEmpty) break;
          rowsSeen += 1;
          // The first row with values is the headings.
          if (rowsSeen - 1 > limits.maxRows) throw new XlsxRefused('TOO_MANY_ROWS');
          ready.push({ rowNo, cells });
          break;
      }
    });
    const stream = await entryStream(zip, entries.get(sheetPath)!);
    const decoder = new TextDecoder('utf-8');
    try {
      for await (const chunk of stream) {
        parser.write(decoder.decode(chunk as Buffer, { stream: true }));
        // Waiting here for the caller pauses the inflation: one batch at a time is in memory.
        while (ready.length >= batchSize) yield ready.splice(0, batchSize);
      }
      parser.write(decoder.decode());
      parser.close();
    } catch (error) {
      stream.destroy();
      throw refusalOf(error);
    }
    while (ready.length) yield ready.splice(0, batchSize);
  } finally {
    zip.close();
  }
}

/** The sheet's largest row number (Excel's limit). */
const MAX_ROW = 1_048_576;

/** A row's `r`: a whole number past the previous row's (rows are in order), or the next row when absent. */
function rowNumber(ref: string | undefined, previous: number): number {
  if (ref === undefined) return previous + 1;
  const n = /^[0-9]{1,7}$/.test(ref) ? Number(ref) : NaN;
  if (!(n > previous && n <= MAX_ROW)) throw new XlsxRefused('BAD_REFERENCE');
  return n;
}

/** readSheetRows as a task for a worker thread (see isolated-sheet.ts): the arguments as one value. */
export function readSheetRowsTask(input: { path: string; limits: XlsxLimits; batchSize: number }): AsyncGenerator<SheetRow[]> {
  return readSheetRows(input.path, input.limits, input.batchSize);
}

function toCell(
  type: string | undefined,
  style: number,
  formula: boolean,
  text: CappedText,
  strings: Array<string | null>,
  dates: Set<number>,
): Cell | undefined {
  if (formula) return { kind: 'formula' };
  if (text.over) return { kind: 'too_long' };
  const raw = text.text;
  switch (type) {
    case 's': {
      if (raw === '') return undefined;
      const value = strings[Number(raw)];
      if (value === null) return { kind: 'too_long' };
      return value === undefined || value === '' ? undefined : { kind: 'text', value };
    }
    case 'inlineStr':
    case 'str':
      return raw === '' ? undefined : { kind: 'text', value: raw };
    case 'b':
      return raw === '' ? undefined : { kind: 'bool', value: raw === '1' };
    case 'e':
      return { kind: 'error' };
    case 'd':
      return raw === '' ? undefined : { kind: 'date' };
    default: {
      if (raw === '') return undefined;
      const value = Number(raw);
      if (!Number.isFinite(value)) return { kind: 'error' };
      return dates.has(style) ? { kind: 'date' } : { kind: 'number', value };
    }
  }
}
