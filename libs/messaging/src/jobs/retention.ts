import { EntityManager } from 'typeorm';
import { TransactionHost } from '@freight/kernel';
import { affectedRows } from '../privacy/erasure';
import { claimSlotOfTick } from './job-slots';

/** Rows one statement of a retention rule removes or anonymises at most: short transactions, short locks. */
export const RETENTION_BATCH_SIZE = 500;
/** A bound on one night's batches per rule (5 million rows): a rule that never reaches its end stops and goes on tomorrow. */
const MAX_BATCHES = 10_000;
const DAY_MS = 86_400_000;

/** Nightly between 02:45 and 03:15 Stockholm: before shipping's purge (03:30), billing's invoice run (04:00) and mail retention (04:15). */
export const RETENTION_CRON = '45 2 * * *';

/** One kind of data and how long it is kept. */
export interface RetentionRule {
  /** For the result and the logs: what goes, e.g. "complaints". */
  name: string;
  /** What is older than this goes (or loses its personal data). */
  cutoff(now: Date): Date;
  /**
   * One batch in the caller's transaction: removes or anonymises at most `limit` rows older than `cutoff`, and answers
   * how many it did; the rule is done when a batch does fewer than `limit`. Must make progress (an anonymised row no
   * longer matches).
   */
  batch(manager: EntityManager, cutoff: Date, limit: number): Promise<number>;
}

export interface RetentionResult {
  /** False when another replica held the lock: this run did nothing. */
  ran: boolean;
  /** Rows per rule. */
  rows: Record<string, number>;
}

export const daysBefore = (days: number) => (now: Date) => new Date(now.getTime() - days * DAY_MS);
export const yearsBefore = (years: number) => (now: Date) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/** A batch that is one statement with $1 the cutoff and $2 the limit (DELETE … WHERE id IN (SELECT … LIMIT $2), UPDATE …). */
export const statementBatch =
  (sql: string) =>
  async (manager: EntityManager, cutoff: Date, limit: number): Promise<number> =>
    affectedRows(await manager.query(sql, [cutoff, limit]));

/**
 * The messaging tables every service has: published outbox rows (their payloads are copies of events, some carrying
 * personal data, e.g. a data export's pieces) after 7 days, once every consumer has long read them within the broker's
 * own retention; inbox keys after 30 days, past which no redelivery comes.
 */
export const MESSAGING_RETENTION: readonly RetentionRule[] = [
  {
    name: 'outbox',
    cutoff: daysBefore(7),
    batch: statementBatch(
      `DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE published_at < $1 ORDER BY id LIMIT $2) RETURNING id`,
    ),
  },
  {
    name: 'inbox',
    cutoff: daysBefore(30),
    batch: statementBatch(
      `DELETE FROM inbox WHERE (consumer, event_id) IN (SELECT consumer, event_id FROM inbox WHERE received_at < $1 LIMIT $2)
       RETURNING event_id`,
    ),
  },
];

/**
 * Applies `rules` as of `now`, each in batches of their own transactions, under a session advisory lock named `lockKey`:
 * a second replica (or a second run on this one) that finds it held does nothing and says so (`ran: false`).
 */
export async function applyRetention(
  tx: TransactionHost,
  lockKey: string,
  rules: readonly RetentionRule[],
  now: Date,
  batchSize = RETENTION_BATCH_SIZE,
): Promise<RetentionResult> {
  const result: RetentionResult = { ran: false, rows: Object.fromEntries(rules.map((rule) => [rule.name, 0])) };
  // A dedicated connection: the session lock outlives the batches' own transactions and ends with the session if this process dies.
  const runner = tx.dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }]: { locked: boolean }[] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey]);
    if (!locked) return result;
    try {
      for (const rule of rules) {
        const cutoff = rule.cutoff(now);
        for (let i = 0; i < MAX_BATCHES; i++) {
          const done = await tx.run((manager) => rule.batch(manager, cutoff, batchSize));
          result.rows[rule.name] += done;
          if (done < batchSize) break;
        }
      }
      result.ran = true;
      return result;
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * The scheduled run of a service's retention for the tick at `at`: once per slot across replicas (the job-slot ledger),
 * and under the lock besides, so a run still going when the next slot comes is not joined by a second one.
 */
export async function runRetentionTick(
  tx: TransactionHost,
  job: string,
  rules: readonly RetentionRule[],
  at: Date,
): Promise<RetentionResult | undefined> {
  if (!(await claimSlotOfTick(tx, job, at))) return undefined;
  return applyRetention(tx, job, rules, at);
}

/**
 * A service's nightly retention: its own rules and the messaging tables'. The subclass, in the service's `retention/`
 * folder, adds the @Cron entry point (`onSchedule() { return this.onTick(new Date()); }`) under its own job name.
 */
export abstract class ServiceRetention {
  readonly rules: readonly RetentionRule[];

  protected constructor(
    protected readonly tx: TransactionHost,
    private readonly logger: { info(details: object, message: string): void; error(details: object, message: string): void },
    /** The job's slot name and lock key, e.g. "claims-retention". */
    readonly job: string,
    rules: readonly RetentionRule[],
  ) {
    this.rules = [...rules, ...MESSAGING_RETENTION];
  }

  /** The scheduled run of the tick at `at` (tests drive the slots with their own): once per slot across replicas. */
  async onTick(at: Date): Promise<void> {
    try {
      const result = await runRetentionTick(this.tx, this.job, this.rules, at);
      // Counts only: no row's content is logged.
      if (result?.ran) this.logger.info({ job: this.job, rows: result.rows }, 'retention applied');
    } catch (error) {
      // Tomorrow tries again; the batches applied before the failure stay applied.
      this.logger.error({ err: error, job: this.job }, 'retention failed');
    }
  }

  /** One run as of `now` (tests pass their own instant), under the job's lock. */
  run(now: Date = new Date()): Promise<RetentionResult> {
    return applyRetention(this.tx, this.job, this.rules, now);
  }
}
