import { UpstreamPool } from './upstream-pool';

describe(UpstreamPool.name, () => {
  const a = 'http://127.0.0.1:3103';
  const b = 'http://127.0.0.1:3203';

  it('goes round the replicas', () => {
    const pool = new UpstreamPool('shipping', [a, b]);
    const picks = Array.from({ length: 4 }, () => pool.pick());
    expect(new Set(picks)).toEqual(new Set([a, b]));
    expect(picks[0]).not.toBe(picks[1]);
  });

  it('leaves a replica that refused out, and goes to another for the retry', () => {
    const pool = new UpstreamPool('shipping', [a, b]);
    pool.leaveOut(`${a}/api/order/1`);
    expect(Array.from({ length: 3 }, () => pool.pick())).toEqual([b, b, b]);
    expect(pool.hasOtherReady(a)).toBe(true);
    expect(pool.hasOtherReady(b)).toBe(false);
    expect(pool.pick(b)).toBe(b);
  });

  it('takes a replica back when its readiness answers 200, and out while it drains', async () => {
    const ready = new Map([
      [a, false],
      [b, true],
    ]);
    const pool = new UpstreamPool('shipping', [a, b], async (url) => ready.get(url)!);
    await pool.look();
    expect(pool.readyCount).toBe(1);
    expect(pool.pick()).toBe(b);
    ready.set(a, true);
    await pool.look();
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set([a, b]));
  });

  it('goes round all of them when none is ready, so a restarting lone service is waited for', async () => {
    const pool = new UpstreamPool('shipping', [a, b], async () => false);
    await pool.look();
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set([a, b]));
    expect(new UpstreamPool('auth', [a]).pick()).toBe(a);
  });

  it('takes a new set of replicas, keeping what it knows of the ones it had and looking at the new one first', async () => {
    const c = 'http://127.0.0.1:3303';
    const ready = new Map([
      [a, true],
      [b, false],
      [c, false],
    ]);
    const pool = new UpstreamPool('shipping', [a, b], async (url) => ready.get(url)!);
    await pool.look();
    await pool.replace([a, b, c]);
    expect(pool.urls).toEqual([a, b, c]);
    expect(pool.readyCount).toBe(1);
    await pool.replace([a, c]);
    expect(pool.urls).toEqual([a, c]);
    ready.set(c, true);
    await pool.look();
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set([a, c]));
    await pool.replace([]);
    expect(pool.urls).toEqual([a, c]);
  });
});
