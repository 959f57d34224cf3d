import { Injectable } from '@nestjs/common';

export type HealthCheck = () => Promise<void>;

/**
 * 'readiness': the process cannot serve without it (its database); 'detail': reported, degraded when down,
 * never making the process unready (Kafka, consumers, upstreams: the outbox and inbox ride out their outages).
 */
export type HealthRole = 'readiness' | 'detail';

export type HealthStatus = 'ok' | 'degraded' | 'starting' | 'draining' | 'unavailable';

export interface HealthReport {
  ready: boolean;
  status: HealthStatus;
  checks: Record<string, 'up' | string>;
}

/** Checks contributed by each part of the process (databases, transports, consumers, upstreams). */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, { check: HealthCheck; role: HealthRole }>();
  private drainingSince?: number;

  register(name: string, check: HealthCheck, role: HealthRole = 'readiness'): void {
    this.checks.set(name, { check, role });
  }

  /** From now on readiness fails, so load balancers stop sending new work while in-flight work finishes. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Every check: ready from the readiness checks alone, 'degraded' when only detail checks are down. */
  report(timeoutMs = 2000): Promise<HealthReport> {
    return this.run([...this.checks], timeoutMs);
  }

  /** The readiness checks only: what a readiness probe needs, without waiting on a broker's timeout. */
  readiness(timeoutMs = 2000): Promise<HealthReport> {
    // At once, without a database round trip: under load the pool is busy, and the probe must see the drain in time.
    if (this.draining) return Promise.resolve({ ready: false, status: 'draining', checks: {} });
    return this.run(
      [...this.checks].filter(([, { role }]) => role === 'readiness'),
      timeoutMs,
    );
  }

  private async run(selected: [string, { check: HealthCheck; role: HealthRole }][], timeoutMs: number): Promise<HealthReport> {
    const entries = await Promise.all(
      selected.map(async ([name, { check, role }]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)))]);
          return { name, role, state: 'up' };
        } catch (error) {
          return { name, role, state: `${role === 'detail' ? 'degraded' : 'down'}: ${(error as Error).message}` };
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(entries.map(({ name, state }) => [name, state]));
    const critical = entries.filter(({ role }) => role === 'readiness');
    // Nothing registered yet: the modules are still starting.
    const serving = critical.length > 0 && critical.every(({ state }) => state === 'up');
    const ready = serving && !this.draining;
    const status: HealthStatus = this.draining
      ? 'draining'
      : !this.checks.size
        ? 'starting'
        : !serving
          ? 'unavailable'
          : entries.some(({ state }) => state !== 'up')
            ? 'degraded'
            : 'ok';
    return { ready, status, checks };
  }
}
