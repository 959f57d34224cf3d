import { figureText, figureValue, type FigureTable } from './insights';

/**
 * A chart's table as a one-sheet Office Open XML workbook (.xlsx), built in the browser without a package: the
 * console has no spreadsheet or zip library, and a table of a few hundred cells needs neither compression nor
 * styles. Numbers are number cells (a spreadsheet sums them), texts inline strings; the zip entries are stored.
 */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const encoder = new TextEncoder();

// XML 1.0 allows tab, line feed and carriage return among the control characters; a cell text loses the others.
const xmlText = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[<>&"]/g, escapeChar);
const escapeChar = (c: string) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!;

const column = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** Excel refuses a sheet name over 31 characters or with any of []:*?/\ in it. */
const sheetName = (name: string) =>
  name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

const sheetXml = ({ columns, rows }: FigureTable) => {
  const cell = (value: FigureTable['rows'][number][number], c: number, r: number) => {
    const ref = `${column(c)}${r}`;
    const number = figureValue(value);
    if (number !== undefined && Number.isFinite(number)) return `<c r="${ref}"><v>${number}</v></c>`;
    const text = figureText(value);
    return text === '' ? '' : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
  };
  const body = [columns, ...rows].map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(value, c, r + 1)).join('')}</row>`);
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`;
};

const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const parts = (table: FigureTable, name: string): [string, string][] => [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${NS_REL}"><sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
  ['xl/worksheets/sheet1.xml', sheetXml(table)],
];

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

// 2024-01-01 00:00 in MS-DOS form, so the same table gives the same bytes.
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/** A zip archive (PKWARE APPNOTE 4.3) of stored entries: local headers and data, the central directory, its end. */
const zip = (files: [string, Uint8Array][]): Uint8Array<ArrayBuffer> => {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const header = (size: number, fill: (view: DataView) => void) => {
    const bytes = new Uint8Array(size);
    fill(new DataView(bytes.buffer));
    return bytes;
  };
  for (const [name, data] of files) {
    const nameBytes = encoder.encode(name);
    const crc = crc32(data);
    const common = (view: DataView, at: number) => {
      view.setUint16(at, 20, true); // version needed: 2.0
      view.setUint16(at + 2, 0x0800, true); // names in UTF-8
      view.setUint16(at + 4, 0, true); // stored
      view.setUint16(at + 6, 0, true);
      view.setUint16(at + 8, DOS_DATE, true);
      view.setUint32(at + 10, crc, true);
      view.setUint32(at + 14, data.length, true);
      view.setUint32(at + 18, data.length, true);
      view.setUint16(at + 22, nameBytes.length, true);
    };
    const local = header(30, (view) => {
      view.setUint32(0, 0x04034b50, true);
      common(view, 4);
    });
    central.push(
      header(46, (view) => {
        view.setUint32(0, 0x02014b50, true);
        view.setUint16(4, 20, true); // made by: 2.0
        common(view, 6);
        view.setUint32(42, offset, true);
      }),
      nameBytes,
    );
    chunks.push(local, nameBytes, data);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = header(22, (view) => {
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, files.length, true);
    view.setUint16(10, files.length, true);
    view.setUint32(12, centralSize, true);
    view.setUint32(16, offset, true);
  });
  const all = [...chunks, ...central, end];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The table as .xlsx bytes, its sheet named `name` (cut to Excel's 31 characters). */
export const toXlsx = (table: FigureTable, name: string): Uint8Array<ArrayBuffer> =>
  zip(parts(table, name).map(([path, xml]) => [path, encoder.encode(xml)]));
