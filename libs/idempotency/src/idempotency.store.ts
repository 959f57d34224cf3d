import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationShutdown, Optional } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  preparedSql,
  runPrepared,
  APP_LOGGER,
  AppLogger,
  APP_CONFIG,
  AppConfig,
  batchParam,
  firstOfEachKey,
  StatementBatcher,
} from '@freight/kernel';

/** How long a key is remembered: after that, the same key is a new request (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 3600;
/** How long an in-flight key may go without an answer before its run counts as dead and another may take it over. */
export const IDEMPOTENCY_DEFAULT_LOCK_TIMEOUT_SECONDS = 60;
/** How often a process renews its lease (the mark that its in-flight keys are still being worked on). */
export const IDEMPOTENCY_LEASE_RENEW_MS = 5_000;
/** Slack on top of the slowest renewal a live process can have: the statement itself, a busy event loop. */
export const IDEMPOTENCY_LEASE_MARGIN_SECONDS = 5;

/**
 * How long a lease lasts past a renewal, so how soon a retry may take over the keys of a process that died
 * (SIGKILL, OOM, a lost node). A live process's renewals land at most a tick plus the pool's acquire timeout
 * apart (a renewal queued behind busy requests), so the lease outlasts that; 5 + 10 + 5 = 20 s by default.
 * Each holder writes its own expiry, so processes configured differently still judge each other right.
 */
export function idempotencyLeaseTtlSeconds(acquireTimeoutMs = 10_000): number {
  return Math.ceil((IDEMPOTENCY_LEASE_RENEW_MS + acquireTimeoutMs) / 1000) + IDEMPOTENCY_LEASE_MARGIN_SECONDS;
}
/**
 * Leases expired this long are deleted when a process takes its own. A deleted lease and an expired one mean
 * the same to a claim: this only bounds the table, and leaves the last hour's deaths to look at.
 */
export const IDEMPOTENCY_LEASE_FORGET_SECONDS = 3600;

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

/**
 * Whether the process holding key row `k` still holds its lease: unexpired, and its identity connection (the
 * backend the lease names) still there. A process killed outright closes that connection with it, so its keys
 * are free at once instead of when its lease runs out; a lease without one waits for its expiry.
 */
const liveHolder = (k: string) => `EXISTS (SELECT 1 FROM idempotency_holders h WHERE h.holder = ${k}.holder AND h.expires_at > now()
    AND (h.backend_pid IS NULL OR EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = h.backend_pid AND a.backend_start = h.backend_start)))`;

/**
 * Whether key row `k` may be taken over: expired (older than the retention, parameter `retention`), or in
 * flight with its run gone silent past the lock timeout (parameter `lockTimeout`) or its process's lease
 * expired. A key without a holder (claimed before leases) waits out the lock timeout.
 */
const claimable = (k: string, retention: string, lockTimeout: string) =>
  `(${k}.created_at < now() - make_interval(secs => ${retention})
    OR (${k}.status = 'in_flight' AND (${k}.locked_at < now() - make_interval(secs => ${lockTimeout}) OR (${k}.holder IS NOT NULL AND NOT ${liveHolder(k)}))))`;

/** The keys of one service being answered by a live process: in flight, and not abandoned by a dead one (the metric). */
export const IDEMPOTENCY_KEYS_IN_FLIGHT_SQL = `SELECT count(*)::int AS n FROM idempotency_keys k
  WHERE k.status = 'in_flight' AND (k.holder IS NULL OR ${liveHolder('k')})`;

// The claims of concurrent keyed requests, in one statement (StatementBatcher, batchParam); RETURNING names the acquired ones.
const CLAIM =
  preparedSql(`INSERT INTO idempotency_keys AS k (customer_id, scope, key, request_hash, status, lock_token, holder, created_at, locked_at)
         SELECT c.customer_id, c.scope, c.key, c.request_hash, 'in_flight', c.lock_token, $4::uuid, now(), now()
           FROM json_to_recordset($1::json) AS c(customer_id integer, scope text, key text, request_hash text, lock_token uuid)
         ON CONFLICT (customer_id, scope, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, status = 'in_flight', lock_token = EXCLUDED.lock_token, holder = EXCLUDED.holder,
               created_at = EXCLUDED.created_at, locked_at = EXCLUDED.locked_at, response_status = NULL, response_body = NULL
           WHERE ${claimable('k', '$2', '$3')}
         RETURNING k.lock_token`);

// Takes or renews this process's lease; taking it also clears leases long dead (never this one: one statement
// cannot both delete and upsert a row).
const RENEW_LEASE = `INSERT INTO idempotency_holders (holder, expires_at, backend_pid, backend_start)
  VALUES ($1, now() + make_interval(secs => $2), $3, $4)
  ON CONFLICT (holder) DO UPDATE SET expires_at = EXCLUDED.expires_at, backend_pid = EXCLUDED.backend_pid, backend_start = EXCLUDED.backend_start`;
const TAKE_LEASE = `WITH forgotten AS (DELETE FROM idempotency_holders WHERE expires_at < now() - make_interval(secs => $5) AND holder <> $1)
  ${RENEW_LEASE}`;

/** The backend of this process's identity connection, as the lease names it. */
interface Identity {
  client: Client;
  pid: number;
  /** As text: a Date would cut the microseconds the comparison needs. */
  start: string;
}

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
  return batchParam(
    answers.map(({ n, lock, status, body }) => ({
      n,
      customer_id: lock.customerId,
      scope: lock.scope,
      key: lock.key,
      lock_token: lock.token,
      status,
      body,
    })),
  );
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
 *
 * Each store (one per service and process) is a holder with a lease in idempotency_holders, taken before
 * its first claim, renewed on a timer and deleted on shutdown. Its in-flight keys name it, so a retry after
 * the process died waits for the lease to expire (idempotencyLeaseTtlSeconds), not the lock timeout;
 * a live process's slow run keeps its key for the whole lock timeout.
 */
@Injectable()
export class IdempotencyStore implements OnApplicationShutdown {
  /** This process's holder id, on its lease and on the keys it claims. */
  readonly holder = randomUUID();
  // Per lock timeout, the one parameter a batch's claims must share.
  private readonly claims = new Map<number, StatementBatcher<ClaimCall, boolean>>();
  private leased?: Promise<void>;
  private renewTimer?: NodeJS.Timeout;
  private renewing?: Promise<void>;
  private renewFailing = false;
  private closed = false;
  private readonly leaseTtlSeconds: number;
  private identity?: Identity;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(APP_LOGGER) private readonly logger?: AppLogger,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    this.leaseTtlSeconds = idempotencyLeaseTtlSeconds(config?.dbTimeouts.acquireMs);
  }

  /**
   * Claims the key, or says what the earlier use of it decides. Concurrent first uses race on the
   * primary key; exactly one of them acquires.
   */
  async begin(claim: IdempotencyClaim): Promise<IdempotencyBegin> {
    const lockTimeout = claim.lockTimeoutSeconds ?? IDEMPOTENCY_DEFAULT_LOCK_TIMEOUT_SECONDS;
    const scope = [claim.customerId, claim.scope, claim.key];
    // Before any key names this holder: a key whose holder has no live lease is free to take.
    await this.lease();
    // A row deleted (released) between the claim and the read sends us round again; twice is plenty.
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = randomUUID();
      // One statement: insert, or take over an expired or abandoned row. Expired rows of other keys are
      // left to purgeExpired (the nightly purge, by the created_at index): deleting them here scanned every
      // key of the customer on each claim, which grew with the customer's bookings (measured: it made
      // PostgreSQL the bottleneck of the booking bench).
      const claimed = await this.claimsFor(lockTimeout).call({
        customerId: claim.customerId,
        scope: claim.scope,
        key: claim.key,
        requestHash: claim.requestHash,
        token,
      });
      if (claimed) return { outcome: 'acquired', lock: { customerId: claim.customerId, scope: claim.scope, key: claim.key, token } };

      const [existing]: ExistingRow[] = await this.dataSource.query(
        `SELECT request_hash, status, response_status, response_body::text AS body_text, ${claimable('k', '$4', '$5')} AS claimable
         FROM idempotency_keys k WHERE customer_id = $1 AND scope = $2 AND key = $3`,
        [...scope, IDEMPOTENCY_RETENTION_SECONDS, lockTimeout],
      );
      if (!existing || existing.claimable) continue;
      // A different request under the same key is a client bug, whether the first is done or not.
      if (existing.request_hash !== claim.requestHash) return { outcome: 'mismatch' };
      if (existing.status === 'in_flight') return { outcome: 'in_flight' };
      return {
        outcome: 'replay',
        status: existing.response_status!,
        body: existing.body_text === null ? undefined : JSON.parse(existing.body_text),
      };
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
      batchParam(
        sent.map((c) => ({ customer_id: c.customerId, scope: c.scope, key: c.key, request_hash: c.requestHash, lock_token: c.token })),
      ),
      IDEMPOTENCY_RETENTION_SECONDS,
      lockTimeout,
      this.holder,
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

  /** Takes this holder's lease once (again after a failure) and starts renewing it. */
  private lease(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('IdempotencyStore is closed'));
    return (this.leased ??= (async () => {
      const identity = await this.connectIdentity();
      await this.dataSource.query(TAKE_LEASE, [
        this.holder,
        this.leaseTtlSeconds,
        identity?.pid ?? null,
        identity?.start ?? null,
        IDEMPOTENCY_LEASE_FORGET_SECONDS,
      ]);
      if (this.closed) return;
      // unref: the lease never keeps a process alive; a process that stops renewing is a dead one.
      this.renewTimer = setInterval(() => void this.renewLease(), IDEMPOTENCY_LEASE_RENEW_MS);
      this.renewTimer.unref();
    })().catch((error: unknown) => {
      this.leased = undefined;
      throw error;
    }));
  }

  /**
   * Pushes the lease's expiry on by the TTL (the timer's work). A failure is logged once, and again when it
   * passes: a lease that lapses lets retries take this process's keys over; their late answers are then
   * refused (complete() false), as after the lock timeout.
   */
  renewLease(): Promise<void> {
    if (this.closed || this.renewing) return this.renewing ?? Promise.resolve();
    // A store made by hand outlives its DataSource (a test's own pool): nothing left to renew.
    if (!this.dataSource.isInitialized) {
      clearInterval(this.renewTimer);
      return Promise.resolve();
    }
    return (this.renewing = (async () => {
      try {
        // A lost identity connection (a database restart) is made again; without one the lease waits for its expiry.
        const identity = this.identity ?? (await this.connectIdentity());
        await this.dataSource.query(RENEW_LEASE, [this.holder, this.leaseTtlSeconds, identity?.pid ?? null, identity?.start ?? null]);
        if (this.renewFailing) this.logger?.info({ holder: this.holder }, 'idempotency lease renewed again');
        this.renewFailing = false;
      } catch (error) {
        if (!this.renewFailing)
          this.logger?.warn(
            { err: error, holder: this.holder },
            "could not renew the idempotency lease; retries may take this process's keys over once it expires",
          );
        this.renewFailing = true;
      } finally {
        this.renewing = undefined;
      }
    })());
  }

  /**
   * Ends the lease, so the keys of runs that did not settle are free to retry at once. On application
   * shutdown, not module destroy: Nest closes the HTTP server (in-flight requests answered) in between,
   * and the DataSource's module, imported by the store's, closes its pool after. Also for stores made by hand.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.renewTimer);
    // A take or renewal on its way would write the lease again after the delete.
    const taken = await Promise.all([this.leased, this.renewing]).then(
      () => this.leased !== undefined,
      () => true,
    );
    if (taken && this.dataSource.isInitialized) {
      try {
        await this.dataSource.query('DELETE FROM idempotency_holders WHERE holder = $1', [this.holder]);
      } catch (error) {
        this.logger?.warn({ err: error, holder: this.holder }, 'could not end the idempotency lease; it expires by itself');
      }
    }
    const identity = this.identity;
    this.identity = undefined;
    await identity?.client.end().catch(() => undefined);
  }

  /**
   * A connection of its own, outside the pool, held for this process's life: the process's identity at the
   * database. null when it cannot be made (the lease then waits for its expiry, as before).
   */
  private async connectIdentity(): Promise<Identity | null> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url || this.closed) return null;
    const client = new Client({ connectionString: url, application_name: 'frakt-idempotency-holder' });
    // A dropped connection ends this identity; the next renewal makes another.
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.identity?.client === client) this.identity = undefined;
    });
    try {
      await client.connect();
      const {
        rows: [row],
      } = await client.query<{ pid: number; start: string }>(
        'SELECT pid, backend_start::text AS start FROM pg_stat_activity WHERE pid = pg_backend_pid()',
      );
      if (this.closed) {
        await client.end();
        return null;
      }
      this.identity = { client, pid: row.pid, start: row.start };
      return this.identity;
    } catch (error) {
      this.logger?.warn({ err: error, holder: this.holder }, 'no identity connection for the idempotency lease; it lasts until it expires');
      await client.end().catch(() => undefined);
      return null;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
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
