import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { APP_LOGGER, AppLogger, TransactionHost } from '@freight/kernel';
import { claimSlotOfTick } from '@freight/messaging';
import { AUTH_SWEEP_CRON, DEMO_SESSIONS_PER_ADDRESS } from './demo-session-limits';

export interface AuthSweepResult {
  refreshTokens: number;
  demoStarts: number;
}

/**
 * Deletes what can no longer be used: refresh-token families past their absolute expiry (a demo's after
 * two hours) and demo starts older than their window. Every replica schedules it; one runs each slot.
 */
@Injectable()
export class AuthSweep {
  constructor(
    private readonly tx: TransactionHost,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  @Cron(AUTH_SWEEP_CRON, { name: 'auth-sweep' })
  onSchedule(): Promise<void> {
    return this.onTick(new Date());
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      if (await claimSlotOfTick(this.tx, 'auth-sweep', at)) await this.run(at);
    } catch (error) {
      this.logger.error({ err: error }, 'auth sweep failed');
    }
  }

  async run(now: Date = new Date()): Promise<AuthSweepResult> {
    const manager = this.tx.dataSource.manager;
    const [, refreshTokens] = await manager.query('DELETE FROM refresh_tokens WHERE family_expires_at < $1', [now]);
    const [, demoStarts] = await manager.query(
      `DELETE FROM demo_session_starts WHERE started_at < $1::timestamptz - make_interval(secs => $2)`,
      [now, DEMO_SESSIONS_PER_ADDRESS.windowSeconds],
    );
    return { refreshTokens: Number(refreshTokens) || 0, demoStarts: Number(demoStarts) || 0 };
  }
}
