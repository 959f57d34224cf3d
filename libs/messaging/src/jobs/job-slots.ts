import { EntityManager } from 'typeorm';
import { TransactionHost } from '@freight/kernel';

const MINUTE_MS = 60_000;

/**
 * The slot a scheduled tick belongs to: its minute, rounded, so replicas whose clocks differ by a few
 * seconds around a cron's minute name the same slot.
 */
export function slotOf(at: Date): Date {
  return new Date(Math.round(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * Takes `job`'s run for `slot` in the caller's transaction: true for the first taker across every replica,
 * false when the slot is taken. A replica that meets an uncommitted claim waits for it: if that run rolls
 * back, the slot is free again and this one runs instead, so a slot runs once, not at most once.
 */
export async function claimJobSlot(manager: EntityManager, job: string, slot: Date): Promise<boolean> {
  const taken: unknown[] = await manager.query('INSERT INTO job_runs (job, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job', [
    job,
    slot,
  ]);
  return taken.length === 1;
}

/**
 * For a job whose run is many transactions (purges, reminders): claims the tick's slot in a transaction of
 * its own before the run. A run that then fails is not repeated in that slot; the next slot picks up.
 */
export function claimSlotOfTick(tx: TransactionHost, job: string, tick: Date): Promise<boolean> {
  return tx.run((manager) => claimJobSlot(manager, job, slotOf(tick)));
}
