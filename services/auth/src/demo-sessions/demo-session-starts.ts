import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { DEMO_SESSIONS_PER_ADDRESS } from './demo-session-limits';
import { demoStartsRateLimited } from './demo-session.errors';

/**
 * Counts demo sessions per client address in PostgreSQL, so the bound holds across replicas. Each start
 * takes a transaction-scoped lock on its address: parallel starts from one address cannot all pass.
 */
@Injectable()
export class DemoSessionStarts {
  constructor(private readonly tx: TransactionHost) {}

  /** Records a start, or refuses it (429) when the address used its window; must run in the session's transaction. */
  async admit(address: string, now: Date): Promise<void> {
    const manager = this.tx.manager;
    const { max, windowSeconds } = DEMO_SESSIONS_PER_ADDRESS;
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`frakt-demo-start:${address}`]);
    const [{ n, oldest }]: { n: number; oldest: Date | null }[] = await manager.query(
      `SELECT count(*)::int AS n, min(started_at) AS oldest FROM demo_session_starts WHERE address = $1 AND started_at > $2::timestamptz - make_interval(secs => $3)`,
      [address, now, windowSeconds],
    );
    if (n >= max) {
      const retryAfter = oldest ? Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000)) : windowSeconds;
      throw demoStartsRateLimited(retryAfter);
    }
    await manager.query('INSERT INTO demo_session_starts (address, started_at) VALUES ($1, $2)', [address, now]);
  }
}
