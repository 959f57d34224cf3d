import { DETAIL_WAIT_MS, HealthRegistry } from './health.registry';

const never = () => new Promise<void>(() => undefined);

describe(HealthRegistry.name, () => {
  it('is not ready while nothing is registered', async () => {
    expect(await new HealthRegistry().report()).toEqual({ ready: false, status: 'starting', checks: {} });
  });

  it('is ready when every check passes', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('kafka', async () => undefined);

    expect(await registry.report()).toEqual({ ready: true, status: 'ok', checks: { database: 'up', kafka: 'up' } });
  });

  it('reports a failing check down with its reason and the process not ready', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('kafka', async () => {
      throw new Error('broker unreachable');
    });

    expect(await registry.report()).toEqual({
      ready: false,
      status: 'unavailable',
      checks: { database: 'up', kafka: 'down: broker unreachable' },
    });
  });

  it('reports a check that throws before returning a promise down', async () => {
    const registry = new HealthRegistry();
    registry.register('sync', () => {
      throw new Error('not connected');
    });

    expect(await registry.report()).toEqual({ ready: false, status: 'unavailable', checks: { sync: 'down: not connected' } });
  });

  describe('with the clock in hand', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** Settles `promise` by moving the clock `ms` on; undefined while it is still pending then. */
    async function after<T>(ms: number, promise: Promise<T>): Promise<T | undefined> {
      let value: T | undefined;
      void promise.then((v) => (value = v));
      await jest.advanceTimersByTimeAsync(ms);
      return value;
    }

    it('reports a check slower than the timeout down once the timeout passes, not before', async () => {
      const registry = new HealthRegistry();
      registry.register('database', async () => undefined);
      registry.register('upstream', never);

      const report = registry.report(2000);
      expect(await after(1999, report)).toBeUndefined();
      expect(await after(1, report)).toEqual({
        ready: false,
        status: 'unavailable',
        checks: { database: 'up', upstream: 'down: timeout' },
      });
    });

    it('runs the checks side by side, so one timeout bounds the whole report', async () => {
      const registry = new HealthRegistry();
      for (const name of ['a', 'b', 'c', 'd', 'e']) registry.register(name, never);

      const report = await after(100, registry.report(100));
      expect(Object.values(report!.checks)).toEqual(Array(5).fill('down: timeout'));
    });

    it('answers a slow detail check from its last known state, and the run under way updates it', async () => {
      const registry = new HealthRegistry();
      registry.register('db:shipping', async () => undefined);
      let answer: () => void = () => undefined;
      let calls = 0;
      registry.register(
        'events:kafka',
        () => {
          calls += 1;
          return new Promise<void>((_, reject) => (answer = () => reject(new Error('connect ECONNREFUSED'))));
        },
        'detail',
      );

      // Nothing known yet: "checking", after DETAIL_WAIT_MS rather than the broker's timeout.
      const first = await after(DETAIL_WAIT_MS, registry.report(2000));
      expect(first).toEqual({ ready: true, status: 'degraded', checks: { 'db:shipping': 'up', 'events:kafka': 'degraded: checking' } });
      // A report meanwhile shares the run under way instead of starting another.
      await after(DETAIL_WAIT_MS, registry.report(2000));
      expect(calls).toBe(1);
      answer();
      await jest.advanceTimersByTimeAsync(0);
      const second = await after(DETAIL_WAIT_MS, registry.report(2000));
      expect(second!.checks['events:kafka']).toBe('degraded: connect ECONNREFUSED');
      expect(calls).toBe(2);
    });
  });

  it('replaces a check registered again under the same name', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => {
      throw new Error('old');
    });
    registry.register('database', async () => undefined);

    expect(await registry.report()).toEqual({ ready: true, status: 'ok', checks: { database: 'up' } });
  });

  it('asks every check again on each report', async () => {
    const registry = new HealthRegistry();
    let healthy = false;
    registry.register('database', async () => {
      if (!healthy) throw new Error('starting');
    });

    expect((await registry.report()).ready).toBe(false);
    healthy = true;
    expect((await registry.report()).ready).toBe(true);
  });

  it('reports a detail check that fails as degraded and stays ready', async () => {
    const registry = new HealthRegistry();
    registry.register('db:shipping', async () => undefined);
    registry.register(
      'events:kafka',
      async () => {
        throw new Error('connect ECONNREFUSED');
      },
      'detail',
    );

    expect(await registry.report()).toEqual({
      ready: true,
      status: 'degraded',
      checks: { 'db:shipping': 'up', 'events:kafka': 'degraded: connect ECONNREFUSED' },
    });
  });

  it('leaves detail checks out of readiness', async () => {
    const registry = new HealthRegistry();
    let asked = 0;
    registry.register('db:shipping', async () => undefined);
    registry.register(
      'events:kafka',
      async () => {
        asked += 1;
      },
      'detail',
    );

    expect(await registry.readiness()).toEqual({ ready: true, status: 'ok', checks: { 'db:shipping': 'up' } });
    expect(asked).toBe(0);
  });

  it('is not ready once draining, though every check passes', async () => {
    const registry = new HealthRegistry();
    registry.register('db:shipping', async () => undefined);
    registry.startDraining();

    expect(registry.draining).toBe(true);
    expect(await registry.readiness()).toEqual({ ready: false, status: 'draining', checks: {} });
    expect(await registry.report()).toEqual({ ready: false, status: 'draining', checks: { 'db:shipping': 'up' } });
  });

  it('is not ready with only detail checks registered', async () => {
    const registry = new HealthRegistry();
    registry.register('events:kafka', async () => undefined, 'detail');

    expect((await registry.report()).ready).toBe(false);
  });
});
