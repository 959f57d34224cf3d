import { DomainError } from '@freight/kernel';
import { nextReminderAt, REMINDER_INTERVAL_MS } from './complaint-rules';

describe(nextReminderAt.name, () => {
  const sent = new Date('2026-03-01T10:00:00Z');

  it('allows the first reminder 24 hours after sending', () => {
    expect(nextReminderAt({ sentDate: sent, lastReminderAt: null, replyToMember: '', processed: false }).getTime()).toBe(
      sent.getTime() + REMINDER_INTERVAL_MS,
    );
  });

  it('counts from the last reminder once there is one', () => {
    const last = new Date('2026-03-03T08:00:00Z');
    expect(nextReminderAt({ sentDate: sent, lastReminderAt: last, replyToMember: '', processed: false }).getTime()).toBe(
      last.getTime() + REMINDER_INTERVAL_MS,
    );
  });

  it.each([
    ['an unsent complaint', { sentDate: null, lastReminderAt: null, replyToMember: '', processed: false }, 'COMPLAINT.NOT_SENT'],
    [
      'an answered complaint',
      { sentDate: sent, lastReminderAt: null, replyToMember: 'Vi ersätter skadan.', processed: false },
      'COMPLAINT.ALREADY_ANSWERED',
    ],
    ['a processed complaint', { sentDate: sent, lastReminderAt: null, replyToMember: '', processed: true }, 'COMPLAINT.ALREADY_ANSWERED'],
  ])('refuses %s', (_, state, code) => {
    expect(() => nextReminderAt(state)).toThrow(DomainError);
    try {
      nextReminderAt(state);
    } catch (error) {
      expect((error as DomainError).code).toBe(code);
    }
  });
});
