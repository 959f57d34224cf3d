/**
 * Runs the calls of many concurrent requests as few statements: while `concurrency` batches are on their
 * way to the database, new calls wait, and the next free slot takes every call waiting (up to `maxBatch`)
 * as one batch. Nothing waits on purpose: alone, a call starts at once as a batch of one; under load, the
 * batches grow with the queue. On a busy hot path each round trip costs the process a socket write, a
 * wake-up and the driver's bookkeeping, and PostgreSQL a statement's start, commit and WAL flush; one
 * statement for many requests pays those once.
 *
 * `run` gets the batch's calls and answers one result per call, in order. When it throws, every call of a
 * batch of several runs again on its own, so a call that breaks the statement (or a statement that breaks
 * for reasons of its own) fails only its own caller. `run` must therefore change nothing when it throws:
 * a single statement on its own commits all or nothing. It runs in the async context of whichever call
 * started the batch, outside any transaction of the callers': what it needs of a request (its ids, its
 * Idempotency-Key) comes in that request's call.
 */
export class StatementBatcher<Call, Result> {
  private readonly waiting: Array<Pending<Call, Result>> = [];
  private running = 0;

  constructor(
    private readonly run: (calls: readonly Call[]) => Promise<readonly Result[]>,
    private readonly options: { concurrency: number; maxBatch: number },
  ) {}

  call(call: Call): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ call, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.running++;
      void this.settle(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async settle(batch: Array<Pending<Call, Result>>): Promise<void> {
    let results: readonly Result[];
    try {
      results = await this.run(batch.map((p) => p.call));
      if (results.length !== batch.length) throw new Error(`StatementBatcher: ${results.length} results for ${batch.length} calls`);
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      await Promise.all(batch.map((pending) => this.settle([pending])));
      return;
    }
    batch.forEach((pending, i) => pending.resolve(results[i]));
  }
}

/**
 * One StatementBatcher per key (a service's DataSource: the embedded process has one per service), made on first use,
 * so concurrent calls of one database share statements and two databases never mix theirs.
 */
export function batcherPer<Key extends object, Call, Result>(
  run: (key: Key, calls: readonly Call[]) => Promise<readonly Result[]>,
  options: { concurrency: number; maxBatch: number },
): (key: Key) => StatementBatcher<Call, Result> {
  const batchers = new WeakMap<Key, StatementBatcher<Call, Result>>();
  return (key) => {
    let batcher = batchers.get(key);
    if (!batcher) {
      batcher = new StatementBatcher((calls) => run(key, calls), options);
      batchers.set(key, batcher);
    }
    return batcher;
  };
}

interface Pending<Call, Result> {
  call: Call;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * The first call of each key, in order: a statement cannot write one row twice (ON CONFLICT, a second
 * booking of one order), so of a batch's calls with one key only the first is sent, and the others learn
 * from the row it wrote.
 */
export function firstOfEachKey<Call>(calls: readonly Call[], keyOf: (call: Call) => string): Call[] {
  const first = new Map<string, Call>();
  for (const call of calls) if (!first.has(keyOf(call))) first.set(keyOf(call), call);
  return [...first.values()];
}

/**
 * A batch's rows as the one parameter of its statement, read there with `json_to_recordset($n::json) AS
 * x(column type, ...)`: one parameter whose size the planner cannot see, where an array per column shows it
 * each call's length. With the lengths in view, a plan for the call at hand always looked cheaper than the
 * cached generic one, so PostgreSQL planned every call afresh (measured on the booking write: 0.8 ms of its
 * CPU per call, more than running it); this way its plan cache settles on one plan per connection. json,
 * not jsonb: a json column of the rows keeps its value's text as given (a stored answer's key order).
 */
export function batchParam(rows: readonly object[]): string {
  return JSON.stringify(rows);
}
