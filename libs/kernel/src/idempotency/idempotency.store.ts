import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedSql, runPrepared } from '../database/prepared-sql';
import { batchParam, firstOfEachKey, StatementBatcher } from '../database/statement-batcher';

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

// The claims of concurrent keyed requests, in one statement (StatementBatcher, batchParam); RETURNING names the acquired ones.
const CLAIM = preparedSql(`INSERT INTO idempotency_keys AS k (customer_id, scope, key, request_hash, status, lock_token, created_at, locked_at)
         SELECT c.customer_id, c.scope, c.key, c.request_hash, 'in_flight', c.lock_token, now(), now()
           FROM json_to_recordset($1::json) AS c(customer_id integer, scope text, key text, request_hash text, lock_token uuid)
         ON CONFLICT (customer_id, scope, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, status = 'in_flight', lock_token = EXCLUDED.lock_token,
               created_at = EXCLUDED.created_at, locked_at = EXCLUDED.locked_at, response_status = NULL, response_body = NULL
           WHERE k.created_at < now() - make_interval(secs => $2)
              OR (k.status = 'in_flight' AND k.locked_at < now() - make_interval(secs => $3))
         RETURNING k.lock_token`);

interface ClaimCall {
  customerId: number;
  scope: string;
  key: string;
  requestHash: string;
  token: string;
}

/** An answer to store under a held key, the `n`th of its statement's writes (answersUpdate). */
export interface AnswerToStore {
  n: number;
  lock: IdempotencyLock;
  status: number;
  /** The body as the route answers it; undefined for none. */
  body: unknown;
}

/**
 * The update that stores answers, given as the one parameter `param` (answersParam); `applied` names a CTE
 * whose column `n` yields the answers to store (answersAlong: those whose handler's own write applied),
 * none: all of them. Only the holder of a key's lock, while it is in flight, can store an answer. The keys
 * are also matched as arrays, so the planner can look them up by index whatever it estimates of the answers.
 */
export function answersUpdate(param: number, applied?: string): string {
  return `WITH a AS (SELECT * FROM json_to_recordset($${param}::json)
                     AS a(n integer, customer_id integer, scope text, key text, lock_token uuid, status integer, body json))
          UPDATE idempotency_keys k SET status = 'complete', response_status = a.status, response_body = a.body
            FROM a
           WHERE k.customer_id = a.customer_id AND k.scope = a.scope AND k.key = a.key AND k.lock_token = a.lock_token
             AND k.customer_id = ANY (ARRAY(SELECT customer_id FROM a)) AND k.scope = ANY (ARRAY(SELECT scope FROM a))
             AND k.key = ANY (ARRAY(SELECT key FROM a))
             AND k.status = 'in_flight'${applied ? ` AND a.n IN (SELECT n FROM ${applied})` : ''}`;
}

export function answersParam(answers: readonly AnswerToStore[]): string {
  return batchParam(answers.map(({ n, lock, status, body }) => ({ n, customer_id: lock.customerId, scope: lock.scope, key: lock.key, lock_token: lock.token, status, body })));
}

const COMPLETE = preparedSql(`WITH done AS (${answersUpdate(1)} RETURNING 1) SELECT 1 FROM done`);

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
  // Per lock timeout, the one parameter a batch's claims must share.
  private readonly claims = new Map<number, StatementBatcher<ClaimCall, boolean>>();

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
      const claimed = await this.claimsFor(lockTimeout).call({ customerId: claim.customerId, scope: claim.scope, key: claim.key, requestHash: claim.requestHash, token });
      if (claimed) return { outcome: 'acquired', lock: { customerId: claim.customerId, scope: claim.scope, key: claim.key, token } };

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

  private claimsFor(lockTimeout: number): StatementBatcher<ClaimCall, boolean> {
    let batcher = this.claims.get(lockTimeout);
    if (!batcher) {
      batcher = new StatementBatcher((calls) => this.claimAll(calls, lockTimeout), { concurrency: 2, maxBatch: 100 });
      this.claims.set(lockTimeout, batcher);
    }
    return batcher;
  }

  /**
   * One statement for the claims of concurrent requests: true for each that acquired its key. Of two calls
   * with one key only the first is sent (a row cannot be claimed twice in one statement); the other finds
   * it in flight, as it would have a moment later. The rows go in key order, so two such statements never
   * wait on each other's keys crosswise.
   */
  private async claimAll(calls: readonly ClaimCall[], lockTimeout: number): Promise<boolean[]> {
    const keyOf = (c: ClaimCall) => `${c.customerId} ${c.scope} ${c.key}`;
    const sent = firstOfEachKey(calls, keyOf).sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
    const rows = await runPrepared<{ lock_token: string }>(this.dataSource, CLAIM, [
      batchParam(sent.map((c) => ({ customer_id: c.customerId, scope: c.scope, key: c.key, request_hash: c.requestHash, lock_token: c.token }))),
      IDEMPOTENCY_RETENTION_SECONDS,
      lockTimeout,
    ]);
    const acquired = new Set(rows.map((r) => r.lock_token));
    return calls.map((call) => acquired.has(call.token));
  }

  /** Stores the answer for replays; false when the lock was lost (taken over after the lock timeout). */
  async complete(lock: IdempotencyLock, status: number, body: unknown): Promise<boolean> {
    const rows = await runPrepared(this.dataSource, COMPLETE, [answersParam([{ n: 1, lock, status, body }])]);
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

