import { FieldError } from '@freight/kernel';
import { FIELD_RULES, FlagField, RawContact, TextField } from '../contact';
import { Cell } from './xlsx-reader';

/** The template's fixed capital-letter Swedish headings and the contact field each one fills. */
export const IMPORT_COLUMNS = [
  { heading: 'FÖRETAG', field: 'company' },
  { heading: 'FÖRNAMN', field: 'firstName' },
  { heading: 'EFTERNAMN', field: 'lastName' },
  { heading: 'ADRESS', field: 'address1' },
  { heading: 'ADRESS2', field: 'address2' },
  { heading: 'POSTNUMMER', field: 'postcode' },
  { heading: 'ORT', field: 'city' },
  { heading: 'DELSTAT', field: 'state' },
  { heading: 'LAND', field: 'country' },
  { heading: 'TELEFON', field: 'phone' },
  { heading: 'MOBIL', field: 'mobile' },
  { heading: 'EPOST', field: 'email' },
  { heading: 'REFERENS', field: 'reference' },
  { heading: 'KOMMENTAR', field: 'comments' },
  { heading: 'ANTECKNINGAR', field: 'notes' },
  { heading: 'AVSÄNDARE', field: 'consignor' },
  { heading: 'MOTTAGARE', field: 'consignee' },
  { heading: 'PRIVATPERSON', field: 'consumer' },
] as const satisfies ReadonlyArray<{ heading: string; field: TextField | Exclude<FlagField, 'locked' | 'primary'> }>;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type Heading = ImportColumn['heading'];

/** Columns a re-import may match existing contacts by, so it updates them instead of adding duplicates. */
export const REPLACE_KEYS = { EPOST: 'email', REFERENS: 'reference', MOBIL: 'mobile', TELEFON: 'phone' } as const satisfies Partial<
  Record<Heading, TextField>
>;
export type ReplaceKey = keyof typeof REPLACE_KEYS;

const isFlag = (field: string): field is FlagField => field === 'consignor' || field === 'consignee' || field === 'consumer';

/** What the instructions call publishes: each column's heading, max length and mandatory flag (flags: JA or NEJ). */
export function importInstructions() {
  return {
    columns: IMPORT_COLUMNS.map(({ heading, field }) =>
      isFlag(field)
        ? { heading, field, kind: 'flag' as const, values: ['JA', 'NEJ'], mandatory: false }
        : { heading, field, kind: 'text' as const, ...FIELD_RULES[field] },
    ),
    /** A contact needs a company or a last name. */
    nameRequired: ['FÖRETAG', 'EFTERNAMN'],
    replaceBy: Object.keys(REPLACE_KEYS),
  };
}

export type HeadingProblem = { code: 'IMPORT.WRONG_HEADING' | 'IMPORT.MISSING_HEADING'; heading: string };

/** The heading row: which column holds which field. Unknown, repeated and missing mandatory headings are refused. */
export function mapHeadings(cells: ReadonlyArray<Cell | undefined>): { columns: Map<number, ImportColumn>; problems: HeadingProblem[] } {
  const columns = new Map<number, ImportColumn>();
  const problems: HeadingProblem[] = [];
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    if (!cell) return;
    const heading = cell.kind === 'text' ? cell.value.trim() : cell.kind === 'number' ? String(cell.value) : `#${index + 1}`;
    const column = IMPORT_COLUMNS.find((c) => c.heading === heading);
    if (!column || seen.has(heading)) problems.push({ code: 'IMPORT.WRONG_HEADING', heading: heading.slice(0, 40) });
    else {
      seen.add(heading);
      columns.set(index, column);
    }
  });
  for (const column of IMPORT_COLUMNS) {
    if (!isFlag(column.field) && FIELD_RULES[column.field].mandatory && !seen.has(column.heading))
      problems.push({ code: 'IMPORT.MISSING_HEADING', heading: column.heading });
  }
  return { columns, problems };
}

const YES = new Set(['JA', 'J', 'X', '1', 'YES', 'Y', 'TRUE', 'SANT']);
const NO = new Set(['NEJ', 'N', '0', 'NO', 'FALSE', 'FALSKT']);

/** Numbers in text columns (a postcode or a phone number typed as a number) are read as the text they show. */
function numberText(value: number): string {
  return Number.isInteger(value) ? BigInt(Math.round(value)).toString() : String(Number(value.toPrecision(15)));
}

export interface CellError extends FieldError {
  heading: string;
}

/** One sheet row as the contact form's raw input, with the problems of cells that cannot be read as their column's type. */
export function rowToContact(
  cells: ReadonlyArray<Cell | undefined>,
  columns: Map<number, ImportColumn>,
): { raw: RawContact; errors: CellError[] } {
  const raw: Record<string, unknown> = {};
  const errors: CellError[] = [];
  for (const [index, column] of columns) {
    const cell = cells[index];
    if (!cell) continue;
    const fail = (code: FieldError['code']) => errors.push({ field: column.field, heading: column.heading, code });
    if (cell.kind === 'formula') fail('IMPORT.FORMULA');
    else if (cell.kind === 'date') fail('IMPORT.DATE');
    else if (cell.kind === 'too_long') fail('VALIDATION.TOO_LONG');
    else if (cell.kind === 'error') fail('VALIDATION.INVALID_FORMAT');
    else if (isFlag(column.field)) {
      if (cell.kind === 'bool') raw[column.field] = cell.value;
      else {
        const word = (cell.kind === 'number' ? String(cell.value) : cell.value).trim().toUpperCase();
        if (YES.has(word)) raw[column.field] = true;
        else if (NO.has(word)) raw[column.field] = false;
        else if (word !== '') fail('VALIDATION.INVALID_FORMAT');
      }
    } else if (cell.kind === 'bool') fail('VALIDATION.INVALID_FORMAT');
    else raw[column.field] = cell.kind === 'number' ? numberText(cell.value) : cell.value;
  }
  return { raw: raw as RawContact, errors };
}

/** The heading of a field, for errors the contact rules find. */
export const headingOf = (field: string): string => IMPORT_COLUMNS.find((c) => c.field === field)?.heading ?? field;
