import { complaintAlreadyAnswered, complaintNotSent } from './complaint.errors';

/** A complaint waits this long after it was sent, or after its last reminder, before the next reminder. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The daily run reminds the carrier of complaints left unanswered this long since the last contact. */
export const AUTOMATIC_REMINDER_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export interface ReminderState {
  sentDate: Date | null;
  lastReminderAt: Date | null;
  replyToMember: string;
  processed: boolean;
}

/** When the next reminder may go; throws the reason when the complaint takes none at all. */
export function nextReminderAt(state: ReminderState): Date {
  if (!state.sentDate) throw complaintNotSent();
  if (state.processed || state.replyToMember.trim() !== '') throw complaintAlreadyAnswered();
  const last = state.lastReminderAt && state.lastReminderAt > state.sentDate ? state.lastReminderAt : state.sentDate;
  return new Date(last.getTime() + REMINDER_INTERVAL_MS);
}
