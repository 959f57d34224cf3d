import { NumberBlocks } from './consignment-numbers';

describe('NumberBlocks', () => {
  it('hands out each reserved block in order and reserves the next only when it is used up', async () => {
    const starts = [100n, 500n];
    const reserve = jest.fn(async () => starts.shift()!);
    const blocks = new NumberBlocks(3, reserve);
    const taken: bigint[] = [];
    for (let i = 0; i < 5; i++) taken.push(await blocks.take());
    expect(taken).toEqual([100n, 101n, 102n, 500n, 501n]);
    expect(reserve).toHaveBeenCalledTimes(2);
  });

  it('gives concurrent callers distinct numbers from one reservation at a time', async () => {
    let next = 1n;
    let inFlight = 0;
    let mostInFlight = 0;
    const reserve = jest.fn(async () => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const start = next;
      next += 4n;
      return start;
    });
    const blocks = new NumberBlocks(4, reserve);
    const taken = await Promise.all(Array.from({ length: 10 }, () => blocks.take()));
    expect(new Set(taken).size).toBe(10);
    expect([...taken].sort((a, b) => Number(a - b))).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(i + 1)));
    expect(mostInFlight).toBe(1);
    expect(reserve).toHaveBeenCalledTimes(3);
  });

  it('tries again after a failed reservation', async () => {
    const reserve = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce(7n);
    const blocks = new NumberBlocks(2, reserve);
    await expect(blocks.take()).rejects.toThrow('database down');
    await expect(blocks.take()).resolves.toBe(7n);
  });

  it('lets a caller holding a connection refill on it rather than wait for a shared refill that needs the pool', async () => {
    let release!: (start: bigint) => void;
    const starts = [new Promise<bigint>((resolve) => (release = resolve)), Promise.resolve(10n)];
    const blocks = new NumberBlocks(2, () => starts.shift()!);
    const waiting = blocks.take();
    // The pooled refill is stuck (no free connection); the transaction's caller goes on with its own block.
    await expect(blocks.take(true)).resolves.toBe(10n);
    release(20n);
    await expect(waiting).resolves.toBe(11n);
    await expect(Promise.all([blocks.take(), blocks.take()])).resolves.toEqual([20n, 21n]);
  });
});
