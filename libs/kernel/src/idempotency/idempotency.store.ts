import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedSql, runPrepared } from '../database/prepared-sql';

/** How long a key is remembered: after that, the same key is a new request (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 3600;
/** How long an in-flight key may go without an answer before its run counts as dead and another may take it over. */
export const IDEMPOTENCY_DEFAULT_LOCK_TIMEOUT_SECONDS = 60;

export interface IdempotencyClaim {
  customerId: number;
  scope: string;
  key: string;
  requestHash: string;
  lockTimeoutSeconds?: number;
}

/** Proof of holding a key; only its holder may complete or release it. */
export interface IdempotencyLock {
  customerId: number;
  scope: string;
  key: string;
  token: string;
}

export type IdempotencyBegin =
  | { outcome: 'acquired'; lock: IdempotencyLock }
  | { outcome: 'replay'; status: number; body: unknown }
  | { outcome: 'mismatch' }
  | { outcome: 'in_flight' };

// The claim of every keyed request, prepared once per connection (its completion: COMPLETE below).
const CLAIM = preparedSql(`INSERT INTO idempotency_keys AS k (customer_id, scope, key, request_hash, status, lock_token, created_at, locked_at)
         VALUES ($1, $2, $3, $4, 'in_flight', $5, now(), now())
         ON CONFLICT (customer_id, scope, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, status = 'in_flight', lock_token = EXCLUDED.lock_token,
               created_at = EXCLUDED.created_at, locked_at = EXCLUDED.locked_at, response_status = NULL, response_body = NULL
           WHERE k.created_at < now() - make_interval(secs => $6)
              OR (k.status = 'in_flight' AND k.locked_at < now() - make_interval(secs => $7))
         RETURNING 1`);

/**
 * The update that stores a run's answer, with its parameters numbered from `first` in the order of
 * completionParams; `when` adds a condition (answerAlong: only if the handler's own write applies).
 * Only the holder of the key's lock, while it is in flight, can store an answer.
 */
export function completionUpdate(first: number, when = ''): string {
  const p = (i: number) => `$${first + i}`;
  return `UPDATE idempotency_keys SET status = 'complete', response_status = ${p(4)}::integer, response_body = ${p(5)}::json
          WHERE customer_id = ${p(0)}::integer AND scope = ${p(1)}::text AND key = ${p(2)}::text AND lock_token = ${p(3)}::uuid
            AND status = 'in_flight'${when ? ` AND ${when}` : ''}`;
}

export function completionParams(lock: IdempotencyLock, status: number, body: unknown): unknown[] {
  return [lock.customerId, lock.scope, lock.key, lock.token, status, body === undefined ? null : JSON.stringify(body)];
}

const COMPLETE = preparedSql(`WITH done AS (${completionUpdate(1)} RETURNING 1) SELECT 1 FROM done`);

interface ExistingRow {
  request_hash: string;
  status: 'in_flight' | 'complete';
  response_status: number | null;
  body_text: string | null;
  claimable: boolean;
}

/**
 * The idempotency_keys table of one service. Every statement runs on its own and commits at once,
 * never inside the handler's transaction: the in-flight marker must be visible to a concurrent
 * retry before the handler finishes, and must survive the handler's rollback.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the key, or says what the earlier use of it decides. Concurrent first uses race on the
   * primary key; exactly one of them acquires.
   */
  async begin(claim: IdempotencyClaim): Promise<IdempotencyBegin> {
    const lockTimeout = claim.lockTimeoutSeconds ?? IDEMPOTENCY_DEFAULT_LOCK_TIMEOUT_SECONDS;
    const scope = [claim.customerId, claim.scope, claim.key];
    // A row deleted (released) between the claim and the read sends us round again; twice is plenty.
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = randomUUID();
      // One statement: insert, or take over an expired or abandoned row. Expired rows of other keys are
      // left to purgeExpired (the nightly purge, by the created_at index): deleting them here scanned every
      // key of the customer on each claim, which grew with the customer's bookings (measured: it made
      // PostgreSQL the bottleneck of the booking bench).
      const claimed = await runPrepared(this.dataSource, CLAIM, [...scope, claim.requestHash, token, IDEMPOTENCY_RETENTION_SECONDS, lockTimeout]);
      if (claimed.length) return { outcome: 'acquired', lock: { customerId: claim.customerId, scope: claim.scope, key: claim.key, token } };

      const [existing]: ExistingRow[] = await this.dataSource.query(
        `SELECT request_hash, status, response_status, response_body::text AS body_text,
                created_at < now() - make_interval(secs => $4)
                  OR (status = 'in_flight' AND locked_at < now() - make_interval(secs => $5)) AS claimable
         FROM idempotency_keys WHERE customer_id = $1 AND scope = $2 AND key = $3`,
        [...scope, IDEMPOTENCY_RETENTION_SECONDS, lockTimeout],
      );
      if (!existing || existing.claimable) continue;
      // A different request under the same key is a client bug, whether the first is done or not.
      if (existing.request_hash !== claim.requestHash) return { outcome: 'mismatch' };
      if (existing.status === 'in_flight') return { outcome: 'in_flight' };
      return { outcome: 'replay', status: existing.response_status!, body: existing.body_text === null ? undefined : JSON.parse(existing.body_text) };
    }
    // Only a key released and re-claimed by others three times in a row gets here: it is busy.
    return { outcome: 'in_flight' };
  }

  /** Stores the answer for replays; false when the lock was lost (taken over after the lock timeout). */
  async complete(lock: IdempotencyLock, status: number, body: unknown): Promise<boolean> {
    const rows = await runPrepared(this.dataSource, COMPLETE, completionParams(lock, status, body));
    return rows.length > 0;
  }

  /** Forgets the key so the client's retry runs again (the run failed in a way worth retrying). */
  async release(lock: IdempotencyLock): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE customer_id = $1 AND scope = $2 AND key = $3 AND lock_token = $4 AND status = 'in_flight'`,
      [lock.customerId, lock.scope, lock.key, lock.token],
    );
  }

  /** Deletes every key older than the retention at `now`; for the nightly purge. Returns how many went. */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.dataSource.query(
      `WITH gone AS (DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - make_interval(secs => $2) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [now.toISOString(), IDEMPOTENCY_RETENTION_SECONDS],
    );
    return n;
  }
}

