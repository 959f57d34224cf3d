import { addDays, stockholmDate } from '../../shared/stockholm';

/**
 * Days after delivery within which the insurer takes a claim, counted in Stockholm calendar days from the
 * delivery date (the last day included). Before delivery (lost or late goods) there is no deadline yet.
 */
export const CLAIM_WINDOW_DAYS = 30;

export interface ClaimWindow {
  /** Last Stockholm date a claim is taken, YYYY-MM-DD; undefined when not delivered. */
  deadline: string | undefined;
  open: boolean;
}

export function claimWindow(deliveredAt: Date | null, now: Date): ClaimWindow {
  if (!deliveredAt) return { deadline: undefined, open: true };
  const deadline = addDays(stockholmDate(deliveredAt), CLAIM_WINDOW_DAYS);
  return { deadline, open: stockholmDate(now) <= deadline };
}
