import { DEFAULT_CONSUMER_RECOVERY, resubscribeDelay } from './kafka.transport';

describe('consumer recovery settings', () => {
  it('subscribes afresh after doubling pauses that never exceed the ceiling', () => {
    const pauses = [0, 1, 2, 3, 4, 5, 20].map((attempt) => resubscribeDelay(attempt, 250, DEFAULT_CONSUMER_RECOVERY.resubscribeMaxMs));
    expect(pauses).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
  });

  it('asks for a session the broker accepts, heartbeating often enough to keep it', () => {
    // The broker refuses a join with a session under group.min.session.timeout.ms (6 s by default).
    expect(DEFAULT_CONSUMER_RECOVERY.sessionTimeoutMs).toBeGreaterThanOrEqual(6_000);
    // kafkajs's advice: a heartbeat at most a third of the session, so a slow one does not lose the membership.
    expect(DEFAULT_CONSUMER_RECOVERY.heartbeatIntervalMs * 3).toBeLessThanOrEqual(DEFAULT_CONSUMER_RECOVERY.sessionTimeoutMs);
  });
});
