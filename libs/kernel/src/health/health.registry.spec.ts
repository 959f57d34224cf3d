import { HealthRegistry } from './health.registry';

const never = () => new Promise<void>(() => undefined);

describe(HealthRegistry.name, () => {
  it('is not ready while nothing is registered', async () => {
    expect(await new HealthRegistry().report()).toEqual({ ready: false, checks: {} });
  });

  it('is ready when every check passes', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('kafka', async () => undefined);

    expect(await registry.report()).toEqual({ ready: true, checks: { database: 'up', kafka: 'up' } });
  });

  it('reports a failing check down with its reason and the process not ready', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('kafka', async () => {
      throw new Error('broker unreachable');
    });

    expect(await registry.report()).toEqual({ ready: false, checks: { database: 'up', kafka: 'down: broker unreachable' } });
  });

  it('reports a check that throws before returning a promise down', async () => {
    const registry = new HealthRegistry();
    registry.register('sync', () => {
      throw new Error('not connected');
    });

    expect(await registry.report()).toEqual({ ready: false, checks: { sync: 'down: not connected' } });
  });

  it('reports a check slower than the timeout down without waiting for it', async () => {
    const registry = new HealthRegistry();
    registry.register('database', async () => undefined);
    registry.register('upstream', never);

    const started = Date.now();
    const report = await registry.report(20);

    expect(report).toEqual({ ready: false, checks: { database: 'up', upstream: 'down: timeout' } });
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

    expect(await registry.report()).toEqual({ ready: true, checks: { database: 'up' } });
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
});
