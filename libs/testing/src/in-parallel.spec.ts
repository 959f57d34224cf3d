import { inParallel } from './in-parallel';

describe(inParallel.name, () => {
  it('runs every task once, never more than the width at a time', async () => {
    let running = 0;
    let widest = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 20 }, (_, i) => async () => {
      running += 1;
      widest = Math.max(widest, running);
      await new Promise<void>((resolve) => setImmediate(resolve));
      running -= 1;
      done.push(i);
    });
    await inParallel(tasks, 3);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(widest).toBe(3);
  });

  it('passes a failure on', async () => {
    await expect(inParallel([async () => Promise.reject(new Error('nej'))], 2)).rejects.toThrow('nej');
  });
});
