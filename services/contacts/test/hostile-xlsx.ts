import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A part's content: a string, or chunks generated as the zip is written (so a 100 MB part is never one string). */
export type Part = string | (() => Iterable<string>);

/** An xlsx of the given parts beside the two every reader needs; the first sheet is xl/worksheets/sheet1.xml. */
export async function rawXlsx(parts: Record<string, Part>): Promise<Buffer> {
  const zip = new ZipFile();
  const all: Record<string, Part> = { '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', ...parts };
  for (const [name, part] of Object.entries(all)) {
    if (typeof part === 'string') zip.addBuffer(Buffer.from(part), name);
    else
      zip.addReadStream(
        Readable.from(
          (function* () {
            for (const chunk of part()) yield Buffer.from(chunk);
          })(),
        ),
        name,
      );
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `count` repetitions of `unit`, in chunks of about a megabyte. */
function* repeat(unit: string, count: number): Iterable<string> {
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  for (let done = 0; done < count; done += perChunk) yield unit.repeat(Math.min(perChunk, count - done));
}

const sheet = (body: () => Iterable<string>): Part =>
  function* () {
    yield '<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData>';
    yield* body();
    yield '</sheetData></worksheet>';
  };

/** The import's hostile corpus: each file, what it attacks, and the refusal the import answers it with. */
export const HOSTILE_FILES: Array<{ name: string; expect: { status: number; code: string }; file: () => Promise<Buffer> }> = [
  {
    name: "30 000 000 nested elements (the issue's 100 KB file)",
    expect: { status: 413, code: 'IMPORT.TOO_COMPLEX' },
    file: () => rawXlsx({ 'xl/worksheets/sheet1.xml': sheet(() => repeat('<a>', 30_000_000)) }),
  },
  {
    name: '2 000 000 attributes on one row',
    expect: { status: 413, code: 'IMPORT.TOO_COMPLEX' },
    file: () => rawXlsx({ 'xl/worksheets/sheet1.xml': sheet(() => ['<row r="1"', ...attributes(2_000_000), '/>']) }),
  },
  {
    name: 'a shared string of 60 000 000 characters',
    expect: { status: 413, code: 'IMPORT.TOO_COMPLEX' },
    file: () =>
      rawXlsx({
        'xl/sharedStrings.xml': function* () {
          yield '<sst><si><t>';
          yield* repeat('x', 60_000_000);
          yield '</t></si></sst>';
        },
        'xl/worksheets/sheet1.xml': sheet(() => ['<row r="1"><c r="A1" t="s"><v>0</v></c></row>']),
      }),
  },
  {
    name: '20 000 000 empty elements side by side',
    expect: { status: 413, code: 'IMPORT.TOO_COMPLEX' },
    file: () => rawXlsx({ 'xl/worksheets/sheet1.xml': sheet(() => repeat('<b/>', 20_000_000)) }),
  },
  {
    name: 'entity expansion (a billion laughs)',
    expect: { status: 413, code: 'IMPORT.TOO_COMPLEX' },
    file: () =>
      rawXlsx({
        'xl/worksheets/sheet1.xml':
          '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa">' +
          Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i ? 'b'.repeat(i) : 'a'};`.repeat(10)}">`).join('') +
          ']><worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>&bbbbbbbbb;</t></is></c></row></sheetData></worksheet>',
      }),
  },
  {
    name: 'a row numbered "abc"',
    expect: { status: 400, code: 'VALIDATION.FORM' },
    file: () =>
      rawXlsx({ 'xl/worksheets/sheet1.xml': sheet(() => ['<row r="abc"><c r="A1" t="inlineStr"><is><t>ADRESS</t></is></c></row>']) }),
  },
  {
    name: '1 000 000 rows',
    expect: { status: 413, code: 'IMPORT.TOO_MANY_ROWS' },
    file: () =>
      rawXlsx({
        // Shared strings keep a row to 86 bytes, so a million of them stay under the declared-size limit.
        'xl/sharedStrings.xml': `<sst>${['ADRESS', 'POSTNUMMER', 'ORT', 'Gatan 1', '11122', 'Stockholm'].map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
        'xl/worksheets/sheet1.xml': sheet(function* () {
          yield shared(0, 1, 2);
          yield* repeat(shared(3, 4, 5), 1_000_000);
        }),
      }),
  },
  {
    name: 'a zip bomb (one entry declaring 520 MB)',
    expect: { status: 413, code: 'IMPORT.UNPACKED_TOO_LARGE' },
    file: () => rawXlsx({ 'xl/worksheets/sheet1.xml': () => repeat('\0', 520 * 1024 * 1024) }),
  },
];

const shared = (...indexes: number[]) => `<row>${indexes.map((i) => `<c t="s"><v>${i}</v></c>`).join('')}</row>`;

function* attributes(count: number): Iterable<string> {
  for (let done = 0; done < count; done += 10_000)
    yield Array.from({ length: Math.min(10_000, count - done) }, (_, i) => ` a${done + i}="1"`).join('');
}
