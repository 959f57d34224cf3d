import { Injectable } from '@nestjs/common';

export type HealthCheck = () => Promise<void>;

/** Readiness checks contributed by each part of the process (databases, transports, upstreams). */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, HealthCheck>();

  register(name: string, check: HealthCheck): void {
    this.checks.set(name, check);
  }

  async report(timeoutMs = 2000): Promise<{ ready: boolean; checks: Record<string, 'up' | string> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)))]);
          return [name, 'up'] as const;
        } catch (error) {
          return [name, `down: ${(error as Error).message}`] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    return { ready: entries.length > 0 && entries.every(([, state]) => state === 'up'), checks };
  }
}
