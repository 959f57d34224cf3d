import { batcherPer, firstOfEachKey, StatementBatcher } from './statement-batcher';

/** A `run` whose statements the test finishes by hand, recording the batches it was given. */
function manualRun() {
  const batches: number[][] = [];
  const finishers: Array<() => void> = [];
  const run = (calls: readonly number[]) => {
    batches.push([...calls]);
    return new Promise<number[]>((resolve, reject) => {
      finishers.push(() => (calls.includes(-1) ? reject(new Error('statement failed')) : resolve(calls.map((c) => c * 10))));
    });
  };
  const finishNext = async () => {
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batches, run, finishNext };
}

describe(StatementBatcher.name, () => {
  it('runs a call at once, alone, while a slot is free', async () => {
    const { batches, run, finishNext } = manualRun();
    const batcher = new StatementBatcher(run, { concurrency: 2, maxBatch: 10 });
    const first = batcher.call(1);
    const second = batcher.call(2);
    expect(batches).toEqual([[1], [2]]);
    await finishNext();
    await finishNext();
    await expect(Promise.all([first, second])).resolves.toEqual([10, 20]);
  });

  it('gathers the calls that waited for a slot into one batch, each caller getting its own result', async () => {
    const { batches, run, finishNext } = manualRun();
    const batcher = new StatementBatcher(run, { concurrency: 1, maxBatch: 10 });
    const results = [1, 2, 3, 4].map((n) => batcher.call(n));
    expect(batches).toEqual([[1]]);
    await finishNext();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await finishNext();
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('caps a batch at maxBatch and takes the rest in the next one', async () => {
    const { batches, run, finishNext } = manualRun();
    const batcher = new StatementBatcher(run, { concurrency: 1, maxBatch: 2 });
    const results = [1, 2, 3, 4, 5].map((n) => batcher.call(n));
    await finishNext();
    await finishNext();
    await finishNext();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('runs each call of a failed batch on its own, so only the call that breaks the statement fails', async () => {
    const { batches, run, finishNext } = manualRun();
    const batcher = new StatementBatcher(run, { concurrency: 1, maxBatch: 10 });
    const results = [1, 2, -1, 3].map((n) => batcher.call(n).catch((error: Error) => error.message));
    await finishNext();
    await finishNext();
    expect(batches).toEqual([[1], [2, -1, 3], [2], [-1], [3]]);
    await finishNext();
    await finishNext();
    await finishNext();
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 'statement failed', 30]);
  });

  it('fails every call of a batch whose run answers the wrong number of results, each on its own', async () => {
    const batcher = new StatementBatcher(async (calls: readonly number[]) => (calls.length > 1 ? [] : calls), {
      concurrency: 1,
      maxBatch: 10,
    });
    const first = batcher.call(1);
    const rest = [2, 3].map((n) => batcher.call(n));
    await expect(Promise.all([first, ...rest])).resolves.toEqual([1, 2, 3]);
  });

  it('frees the slot of a failed batch for the calls that wait', async () => {
    const batcher = new StatementBatcher(
      async (calls: readonly number[]) => {
        if (calls.includes(-1)) throw new Error('statement failed');
        return calls;
      },
      { concurrency: 1, maxBatch: 10 },
    );
    await expect(batcher.call(-1)).rejects.toThrow('statement failed');
    await expect(batcher.call(7)).resolves.toBe(7);
  });
});

describe(batcherPer.name, () => {
  it('gives one key one batcher, whose waiting calls share a statement, and another key its own statements', async () => {
    const [north, south] = [{ name: 'north' }, { name: 'south' }];
    const batches: Array<{ key: string; calls: number[] }> = [];
    const finishers: Array<() => void> = [];
    const batcherOf = batcherPer(
      (key: { name: string }, calls: readonly number[]) => {
        batches.push({ key: key.name, calls: [...calls] });
        return new Promise<number[]>((resolve) => finishers.push(() => resolve(calls.map((c) => c + 100))));
      },
      { concurrency: 1, maxBatch: 10 },
    );
    expect(batcherOf(north)).toBe(batcherOf(north));
    const calls = [batcherOf(north).call(1), batcherOf(south).call(2), batcherOf(north).call(3), batcherOf(north).call(4)];
    expect(batches).toEqual([
      { key: 'north', calls: [1] },
      { key: 'south', calls: [2] },
    ]);
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches[2]).toEqual({ key: 'north', calls: [3, 4] });
    finishers.splice(0).forEach((finish) => finish());
    await expect(Promise.all(calls)).resolves.toEqual([101, 102, 103, 104]);
  });
});

describe(firstOfEachKey.name, () => {
  it("keeps the first call of each key, in the calls' order", () => {
    const calls = [
      { key: 'b', n: 1 },
      { key: 'a', n: 2 },
      { key: 'b', n: 3 },
      { key: 'c', n: 4 },
      { key: 'a', n: 5 },
    ];
    expect(firstOfEachKey(calls, (c) => c.key).map((c) => c.n)).toEqual([1, 2, 4]);
  });
});
