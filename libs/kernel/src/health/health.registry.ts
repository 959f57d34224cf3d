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

interface Registered {
  check: HealthCheck;
  role: HealthRole;
  /** The state the last finished run answered. */
  last?: string;
  /** The run under way: reports that come meanwhile share it rather than pile up on a broker's timeout. */
  running?: Promise<string>;
}

/**
 * How long a report waits for a detail check before answering its last known state: a broker or a service that
 * is away takes its connection timeout (seconds) to say so, and the report need not wait for that.
 */
export const DETAIL_WAIT_MS = 200;

/** Checks contributed by each part of the process (databases, transports, consumers, upstreams). */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, Registered>();
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

  private async run(selected: [string, Registered][], timeoutMs: number): Promise<HealthReport> {
    const entries = await Promise.all(
      selected.map(async ([name, registered]) => {
        const run = (registered.running ??= this.evaluate(registered, timeoutMs).finally(() => (registered.running = undefined)));
        const state = registered.role === 'readiness' ? await run : await orLastKnown(run, registered);
        return { name, role: registered.role, state };
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

  /** One run of a check, bounded by the timeout; remembered as the check's last known state. */
  private async evaluate(registered: Registered, timeoutMs: number): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        registered.check(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs))),
      ]);
      registered.last = 'up';
    } catch (error) {
      registered.last = `${registered.role === 'detail' ? 'degraded' : 'down'}: ${(error as Error).message}`;
    } finally {
      clearTimeout(timer);
    }
    return registered.last;
  }
}

/** A detail check's state if it answers within DETAIL_WAIT_MS, else its last known one (the run goes on). */
function orLastKnown(run: Promise<string>, registered: Registered): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(registered.last ?? 'degraded: checking'), DETAIL_WAIT_MS);
  });
  return Promise.race([run, waited]).finally(() => clearTimeout(timer));
}
