import { HealthRegistry } from './health.registry';

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

  it('reports a check slower than the timeout down without waiting for it', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('upstream', never);

    const started = Date.now();
    const report = await registry.report(20);

    expect(report).toEqual({ ready: false, status: 'unavailable', checks: { database: 'up', upstream: 'down: timeout' } });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('runs the checks side by side, so the timeout bounds the whole report', async () => {
    const registry = new HealthRegistry();
    for (const name of ['a', 'b', 'c', 'd', 'e']) registry.register(name, never);

    const started = Date.now();
    const report = await registry.report(100);

    expect(Object.values(report.checks)).toEqual(Array(5).fill('down: timeout'));
    expect(Date.now() - started).toBeLessThan(400);
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
