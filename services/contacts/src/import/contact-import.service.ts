import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  FieldError,
  IsolationLimits,
  ListQuery,
  Principal,
  requestContext,
  translate,
  TransactionHost,
} from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { scopeOf, CustomerProfiles } from '../customer-profiles/customer-profiles';
import { ContactFields, parseContact, writeContactBatch } from '../contact';
import { importBusy, importHeadingProblems, importInProgress, importNoRows, importRefusal } from './contact-import.errors';
import { CellError, headingOf, mapHeadings, REPLACE_KEYS, ReplaceKey, rowToContact } from './import-columns';
import { readSheetRowsIsolated } from './isolated-sheet';
import { ReceivedFile } from './upload';
import { XlsxLimits, XlsxRefused } from './xlsx-reader';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
// 30 000 full rows of the template's 18 columns are far below these; a file past them is refused unread.
export const XLSX_LIMITS: XlsxLimits = {
  maxEntries: 100,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRows: 30_000,
  maxCellChars: 1000,
  maxSharedChars: 16_000_000,
  // Excel nests a sheet about eight deep and writes at most a few dozen attributes on an element; a cell holds
  // at most 32 767 characters, which escaping can make six times as long.
  xml: { maxDepth: 32, maxElements: 4_000_000, maxAttributes: 64, maxRunChars: 256 * 1024 },
};
/** The worker reading one file: room for 16 M characters of shared strings; 30 000 rows parse in a few seconds. */
export const XLSX_ISOLATION: IsolationLimits = { maxHeapMb: 192, timeBudgetMs: 60_000 };
/** The lock class (with the customer id as the key) that lets one file per customer be read at a time, across replicas. */
export const IMPORT_LOCK = 0x636f6e74;
/** Imports read at once by this process; each holds its shared strings and one batch, and takes a core while it parses. */
const MAX_CONCURRENT_IMPORTS = 2;
/** Previews nobody committed are dropped after this many days (at the customer's next upload). */
const KEEP_IMPORTS_DAYS = 7;
/** Row errors the preview answers at once; the rest are paged by the rows call. */
const PREVIEW_ERRORS = 1000;
/** Rows written per statement while the file is read. */
const BATCH = 500;
/** Valid rows the commit reads and writes as contacts per statement. */
const COMMIT_BATCH = 2000;

type StoredError = Omit<CellError, 'params'> & { params?: FieldError['params'] };

export interface RowError {
  row: number;
  column: string;
  field: string;
  code: string;
  message: string;
}

export interface ImportSummary {
  id: string;
  fileName: string | null;
  total: number;
  valid: number;
  invalid: number;
  committed: boolean;
  result?: { created: number; updated: number; skipped: number; replaceBy: string | null };
  errors?: RowError[];
}

interface ImportRow {
  id: string;
  cust_id: number;
  file_name: string | null;
  total: number;
  valid: number;
  invalid: number;
  committed_at: Date | null;
  replace_by: string | null;
  created: number | null;
  updated: number | null;
}

const render = (row: number, errors: StoredError[] | null): RowError[] =>
  (errors ?? []).map((e) => ({
    row,
    column: e.heading,
    field: e.field,
    code: e.code,
    message: translate(e.code, requestContext.language(), e.params),
  }));

/**
 * The spreadsheet import in the spec's three steps: the upload reads the file as a stream and keeps every
 * row's outcome (the preview), the commit has the contact slice write the valid rows as contacts, a batch per
 * statement (once: a second commit answers the first one's result), and the summary tells the counts.
 */
@Injectable()
export class ContactImportService {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly profiles: CustomerProfiles,
  ) {}

  private running = 0;

  async preview(principal: Principal, file: ReceivedFile): Promise<ImportSummary> {
    if (this.running >= MAX_CONCURRENT_IMPORTS) throw importBusy();
    this.running += 1;
    const id = randomUUID();
    try {
      return await this.tx.run(async (manager) => {
        const [{ locked }]: Array<{ locked: boolean }> = await manager.query('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
          IMPORT_LOCK,
          principal.customerId,
        ]);
        if (!locked) throw importInProgress();
        await manager.query(`DELETE FROM contact_imports WHERE cust_id = $1 AND created_at < now() - make_interval(days => $2)`, [
          principal.customerId,
          KEEP_IMPORTS_DAYS,
        ]);
        await manager.query(
          'INSERT INTO contact_imports (id, cust_id, created_by, file_name, total, valid, invalid) VALUES ($1, $2, $3, $4, 0, 0, 0)',
          [id, principal.customerId, principal.userId, file.fileName],
        );
        let columns: ReturnType<typeof mapHeadings>['columns'] | undefined;
        let total = 0;
        let invalid = 0;
        const errors: RowError[] = [];
        for await (const batch of readSheetRowsIsolated(file.path, XLSX_LIMITS, BATCH, XLSX_ISOLATION)) {
          const records: Array<{ row_no: number; data: string; errors: string | null }> = [];
          for (const { rowNo, cells } of batch) {
            if (!columns) {
              const headings = mapHeadings(cells);
              if (headings.problems.length) throw importHeadingProblems(headings.problems);
              columns = headings.columns;
              continue;
            }
            const { raw, errors: cellErrors } = rowToContact(cells, columns);
            const { value, errors: fieldErrors } = parseContact(raw);
            const failed = new Set(cellErrors.map((e) => e.field));
            const rowErrors: StoredError[] = [
              ...cellErrors,
              ...fieldErrors.filter((e) => !failed.has(e.field)).map((e) => ({ ...e, heading: headingOf(e.field) })),
            ];
            total += 1;
            if (rowErrors.length) {
              invalid += 1;
              if (errors.length < PREVIEW_ERRORS) errors.push(...render(rowNo, rowErrors));
            }
            records.push({ row_no: rowNo, data: JSON.stringify(value), errors: rowErrors.length ? JSON.stringify(rowErrors) : null });
          }
          if (records.length) {
            await manager.query(
              `INSERT INTO contact_import_rows (import_id, row_no, data, errors)
               SELECT $1, r.row_no, r.data::jsonb, r.errors::jsonb FROM json_to_recordset($2::json) AS r(row_no integer, data text, errors text)`,
              [id, JSON.stringify(records)],
            );
          }
        }
        if (!columns || total === 0) throw importNoRows();
        await manager.query('UPDATE contact_imports SET total = $2, valid = $3, invalid = $4 WHERE id = $1', [
          id,
          total,
          total - invalid,
          invalid,
        ]);
        return {
          id,
          fileName: file.fileName,
          total,
          valid: total - invalid,
          invalid,
          committed: false,
          errors: errors.slice(0, PREVIEW_ERRORS),
        };
      });
    } catch (error) {
      if (error instanceof XlsxRefused) throw importRefusal(error, XLSX_LIMITS.maxRows);
      throw error;
    } finally {
      this.running -= 1;
    }
  }

  async summary(principal: Principal, id: string): Promise<ImportSummary> {
    return summaryOf(await this.load(principal, id));
  }

  /** Every row's outcome, paged in the database; filter {valid: true|false}. */
  async rows(
    principal: Principal,
    id: string,
    list: ListQuery,
  ): Promise<{ rows: Array<{ id: number; row: number; valid: boolean; data: unknown; errors: RowError[] }>; total: number }> {
    await this.load(principal, id);
    const valid = list.filter.valid;
    for (const key of Object.keys(list.filter))
      if (key !== 'valid') throw DomainError.invalid([{ field: `filter.${key}`, code: 'VALIDATION.UNKNOWN_FIELD' }]);
    if (valid !== undefined && typeof valid !== 'boolean')
      throw DomainError.invalid([{ field: 'filter.valid', code: 'VALIDATION.INVALID_FORMAT' }]);
    const condition = valid === undefined ? '' : valid ? 'AND errors IS NULL' : 'AND errors IS NOT NULL';
    const rows: Array<{ row_no: number; data: unknown; errors: StoredError[] | null }> = await this.tx.manager.query(
      `SELECT row_no, data, errors FROM contact_import_rows WHERE import_id = $1 ${condition} ORDER BY row_no ${list.sort.order} LIMIT $2 OFFSET $3`,
      [id, list.range.end - list.range.start + 1, list.range.start],
    );
    const [{ n }] = await this.tx.manager.query(`SELECT count(*)::int AS n FROM contact_import_rows WHERE import_id = $1 ${condition}`, [
      id,
    ]);
    return {
      rows: rows.map((r) => ({ id: r.row_no, row: r.row_no, valid: r.errors === null, data: r.data, errors: render(r.row_no, r.errors) })),
      total: n,
    };
  }

  /**
   * Writes the valid rows as the caller's contacts. With `replaceBy` (a heading of REPLACE_KEYS) a row whose
   * value in that column matches one of the caller's own contacts updates it instead (the file's last such row
   * wins). Idempotent: the import row is locked and a committed import answers its stored result.
   */
  async commit(principal: Principal, id: string, replaceByRaw: unknown): Promise<ImportSummary> {
    if (
      replaceByRaw !== undefined &&
      replaceByRaw !== null &&
      (typeof replaceByRaw !== 'string' || !Object.hasOwn(REPLACE_KEYS, replaceByRaw))
    ) {
      throw DomainError.invalid([{ field: 'replaceBy', code: 'VALIDATION.INVALID_FORMAT' }]);
    }
    const replaceBy = (replaceByRaw ?? null) as ReplaceKey | null;
    return this.tx.run(async (manager) => {
      const imported = await this.load(principal, id, true);
      if (imported.committed_at) return summaryOf(imported);
      const owner = await this.profiles.owner(imported.cust_id);
      const keyField = replaceBy ? REPLACE_KEYS[replaceBy] : null;
      // The valid rows to write, in file order; with a key only the file's last row of each key value (and those without one).
      const kept: Array<{ row_no: number }> = await manager.query(
        keyField
          ? `SELECT row_no FROM (
               SELECT row_no, data->>$2 IS NULL AS unkeyed,
                      row_number() OVER (PARTITION BY lower(data->>$2) ORDER BY row_no DESC) AS later
                 FROM contact_import_rows WHERE import_id = $1 AND errors IS NULL
             ) k WHERE unkeyed OR later = 1 ORDER BY row_no`
          : 'SELECT row_no FROM contact_import_rows WHERE import_id = $1 AND errors IS NULL ORDER BY row_no',
        keyField ? [id, keyField] : [id],
      );
      const created: number[] = [];
      let updated = 0;
      // A batch at a time, each written by the contact slice in one statement.
      for (let start = 0; start < kept.length; start += COMMIT_BATCH) {
        const rows: Array<{ data: ContactFields }> = await manager.query(
          'SELECT data FROM contact_import_rows WHERE import_id = $1 AND row_no = ANY($2::int[]) ORDER BY row_no',
          [id, kept.slice(start, start + COMMIT_BATCH).map((r) => r.row_no)],
        );
        const written = await writeContactBatch(this.tx, {
          customerId: imported.cust_id,
          scope: scopeOf(imported.cust_id, owner.compId),
          importId: id,
          contacts: rows.map((r) => r.data),
          replaceBy: keyField,
        });
        created.push(...written.created);
        updated += written.updated;
      }
      await manager.query('UPDATE contact_imports SET committed_at = now(), replace_by = $2, created = $3, updated = $4 WHERE id = $1', [
        id,
        replaceBy,
        created.length,
        updated,
      ]);
      await this.outbox.record('ContactsImported', imported.cust_id, {
        customerId: imported.cust_id,
        importId: id,
        createdContactIds: created,
        updated,
      });
      return summaryOf({ ...imported, committed_at: new Date(), replace_by: replaceBy, created: created.length, updated });
    });
  }

  private async load(principal: Principal, id: string, lock = false): Promise<ImportRow> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) throw DomainError.notFound('TENANCY.NOT_FOUND');
    // Only the customer who uploaded an import sees it (an admin too): another's id is not found.
    const rows: ImportRow[] = await this.tx.manager.query(
      `SELECT id, cust_id, file_name, total, valid, invalid, committed_at, replace_by, created, updated FROM contact_imports
        WHERE id = $1 AND (cust_id = $2 OR $3) ${lock ? 'FOR UPDATE' : ''}`,
      [id, principal.customerId, principal.customerLevel === 1],
    );
    if (!rows.length) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return rows[0];
  }
}

function summaryOf(row: ImportRow): ImportSummary {
  const summary: ImportSummary = {
    id: row.id,
    fileName: row.file_name,
    total: row.total,
    valid: row.valid,
    invalid: row.invalid,
    committed: row.committed_at !== null,
  };
  if (row.committed_at) {
    const created = row.created ?? 0;
    const updated = row.updated ?? 0;
    summary.result = { created, updated, skipped: row.total - created - updated, replaceBy: row.replace_by };
  }
  return summary;
}
