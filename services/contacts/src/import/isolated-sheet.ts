import { extname, join } from 'node:path';
import { IsolationLimits, IsolationRefused, runIsolated } from '@freight/kernel';
import { SheetRow, XlsxLimits, XlsxProblem, XlsxRefused } from './xlsx-reader';

const READER = join(__dirname, `xlsx-reader${extname(__filename)}`);
const PROBLEMS: ReadonlySet<string> = new Set<XlsxProblem>([
  'NOT_XLSX',
  'UNPACKED_TOO_LARGE',
  'TOO_MANY_ROWS',
  'TOO_COMPLEX',
  'TOO_SLOW',
  'BAD_REFERENCE',
]);

/**
 * readSheetRows in a worker thread with a heap limit and a time budget: a hostile file that gets past the
 * reader's bounds costs that worker, never this process's memory or event loop. Batches arrive one at a
 * time, as from readSheetRows itself.
 */
export async function* readSheetRowsIsolated(
  path: string,
  limits: XlsxLimits,
  batchSize: number,
  isolation: IsolationLimits,
): AsyncGenerator<SheetRow[]> {
  try {
    yield* runIsolated<SheetRow[]>(READER, 'readSheetRowsTask', { path, limits, batchSize }, isolation);
  } catch (error) {
    if (!(error instanceof IsolationRefused)) throw error;
    throw new XlsxRefused(PROBLEMS.has(error.problem) ? (error.problem as XlsxProblem) : 'NOT_XLSX');
  }
}
