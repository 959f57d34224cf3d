import { join } from 'node:path';
import { IsolationLimits, IsolationRefused, runIsolated } from './isolated-task';

const TASKS = join(__dirname, '../../test/fixtures/isolated-tasks.ts');
const limits: IsolationLimits = { maxHeapMb: 64, timeBudgetMs: 60_000 };

async function collect(exportName: string, input: unknown = {}, custom: Partial<IsolationLimits> = {}): Promise<unknown[]> {
  const values: unknown[] = [];
  for await (const value of runIsolated(TASKS, exportName, input, { ...limits, ...custom })) values.push(value);
  return values;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no refusal',
    (error: unknown) => (error instanceof IsolationRefused ? error.problem : error),
  );

describe(runIsolated.name, () => {
  it("yields the worker's values in order, one at a time", async () => {
    expect(await collect('count', { to: 5 })).toEqual([1, 2, 3, 4, 5]);
  });

  it("passes a task's own refusal on, after the values before it", async () => {
    const values: unknown[] = [];
    const problem = await refusal(
      (async () => {
        for await (const value of runIsolated(TASKS, 'refuse', {}, limits)) values.push(value);
      })(),
    );
    expect(values).toEqual([1]);
    expect(problem).toBe('NOT_MINE');
  });

  it('refuses as UNREADABLE when the task fails for another reason', async () => {
    expect(await refusal(collect('crash'))).toBe('UNREADABLE');
  });

  it('refuses as TOO_COMPLEX when the worker runs out of its heap, and this process goes on', async () => {
    expect(await refusal(collect('exhaustMemory', {}, { maxHeapMb: 32 }))).toBe('TOO_COMPLEX');
    expect(await collect('count', { to: 2 })).toEqual([1, 2]);
  });

  it('refuses as TOO_SLOW when the worker spends its time budget, and stops the worker', async () => {
    // A task that never ends is cut at its budget; a generous one does not matter here, only that it ends.
    expect(await refusal(collect('spin', {}, { timeBudgetMs: 200 }))).toBe('TOO_SLOW');
  });

  it('stops the worker when the caller stops reading', async () => {
    for await (const value of runIsolated<number>(TASKS, 'count', { to: 1_000_000 }, limits)) if (value === 3) break;
    expect(await collect('count', { to: 1 })).toEqual([1]);
  });
});
