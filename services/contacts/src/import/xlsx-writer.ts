import { ZipFile } from 'yazl';

/** A cell to write: text, a number, or (for the refusals a file may bring) a date serial or a formula with its cached value. */
export type WrittenCell = string | number | null | undefined | { date: number } | { formula: string; value: string | number };

const escapeXml = (text: string): string => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
// Style 0 is plain, style 1 a date (built-in number format 14).
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/**
 * A one-sheet workbook (the import template, and spreadsheets in tests), written as Excel writes one:
 * texts in the shared-strings part.
 */
/** The media type of what `writeXlsx` writes. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function writeXlsx(sheetName: string, rows: Iterable<readonly WrittenCell[]>): NodeJS.ReadableStream {
  const zip = new ZipFile();
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (text: string): number => {
    let i = index.get(text);
    if (i === undefined) {
      i = strings.push(text) - 1;
      index.set(text, i);
    }
    return i;
  };
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  let r = 0;
  for (const row of rows) {
    r += 1;
    const cells = row
      .map((cell, c) => {
        const ref = `${columnName(c)}${r}`;
        if (cell === null || cell === undefined || cell === '') return '';
        if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${shared(cell)}</v></c>`;
        if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
        if ('date' in cell) return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
        const value = typeof cell.value === 'string' ? `<v>${escapeXml(cell.value)}</v>` : `<v>${cell.value}</v>`;
        return `<c r="${ref}"${typeof cell.value === 'string' ? ' t="str"' : ''}><f>${escapeXml(cell.formula)}</f>${value}</c>`;
      })
      .join('');
    parts.push(`<row r="${r}">${cells}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
    .map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`)
    .join('')}</sst>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  // A fixed time, so the same rows give the same bytes.
  const mtime = new Date(Date.UTC(2024, 0, 1));
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml', { mtime });
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels', { mtime });
  zip.addBuffer(Buffer.from(workbook), 'xl/workbook.xml', { mtime });
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels', { mtime });
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml', { mtime });
  zip.addBuffer(Buffer.from(parts.join('')), 'xl/worksheets/sheet1.xml', { mtime });
  zip.addBuffer(Buffer.from(sst), 'xl/sharedStrings.xml', { mtime });
  zip.end();
  return zip.outputStream;
}

export async function xlsxBuffer(sheetName: string, rows: Iterable<readonly WrittenCell[]>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeXlsx(sheetName, rows) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
