import { RecentFailures, SignInAttemptRepository } from './database/sign-in-attempt.repository';
import { SignInRateLimitedError } from './domain/sign-in-rate-limited.error';
import { SignInThrottle } from './sign-in-throttle';

/** The repository's contract over an array, with a little latency so attempts really interleave. */
class MemoryAttempts {
  rows: { username: string; address: string; at: Date }[] = [];
  now = new Date('2025-03-01T12:00:00.000Z');

  async recentFailures(username: string, address: string): Promise<RecentFailures> {
    await tick();
    const since = this.now.getTime() - 900_000;
    const recent = this.rows.filter((r) => r.at.getTime() > since);
    return { now: this.now, byUsername: recent.filter((r) => r.username === username).map((r) => r.at), byAddress: recent.filter((r) => r.address === address).map((r) => r.at) };
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await tick();
    this.rows.push({ username, address, at: this.now });
  }

  async clearUsername(username: string): Promise<void> {
    await tick();
    this.rows = this.rows.filter((r) => r.username !== username);
  }
}

const tick = () => new Promise((r) => setTimeout(r, 1));

/** A password check that takes a few milliseconds, like argon2, and counts how many run at once. */
function checker(correct: string) {
  const stats = { running: 0, mostAtOnce: 0, calls: 0 };
  const check = (password: string) => async () => {
    stats.calls++;
    stats.running++;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    await new Promise((r) => setTimeout(r, 5));
    stats.running--;
    return password === correct ? { id: 1 } : undefined;
  };
  return { stats, check };
}

const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    (user) => (user ? 'ok' : 'wrong'),
    (error: unknown) => (error instanceof SignInRateLimitedError ? 'limited' : 'error'),
  );

describe(SignInThrottle.name, () => {
  let attempts: MemoryAttempts;
  let throttle: SignInThrottle;
  beforeEach(() => {
    attempts = new MemoryAttempts();
    throttle = new SignInThrottle(attempts as unknown as SignInAttemptRepository);
  });

  it('records a wrong password as a failure and a right one clears the username', async () => {
    const { check } = checker('right');
    await throttle.check('anna', '10.0.0.1', check('wrong'));
    await throttle.check('anna', '10.0.0.1', check('wrong'));
    expect(attempts.rows).toHaveLength(2);

    await expect(throttle.check('anna', '10.0.0.1', check('right'))).resolves.toEqual({ id: 1 });
    expect(attempts.rows).toHaveLength(0);
  });

  it('refuses before checking the password once the username has five failures', async () => {
    const { stats, check } = checker('right');
    for (let i = 0; i < 5; i++) await throttle.check('anna', `10.0.0.${i}`, check('wrong'));

    const refused = await throttle.check('anna', '10.0.0.9', check('right')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SignInRateLimitedError);
    expect((refused as SignInRateLimitedError).retryAfterSeconds).toBe(900);
    expect(stats.calls).toBe(5);
  });

  it('refuses a sixth-and-later guess even when all of them arrive at once', async () => {
    const { stats, check } = checker('right');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => outcome(throttle.check('anna', `10.0.0.${i}`, check(`guess-${i}`)))));

    expect(results.filter((r) => r === 'wrong')).toHaveLength(5);
    expect(results.filter((r) => r === 'limited')).toHaveLength(7);
    expect(stats.calls).toBe(5);
  });

  it('refuses the 31st failure from one address even when the guesses arrive at once', async () => {
    const { stats, check } = checker('right');
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => outcome(throttle.check(`user-${i % 8}`, '10.9.9.9', check('wrong')))));

    expect(results.filter((r) => r === 'wrong')).toHaveLength(30);
    expect(results.filter((r) => r === 'limited')).toHaveLength(10);
    expect(stats.calls).toBe(30);
  });

  it('lets many parallel sign-ins of one user through, at most five checking at once', async () => {
    const { stats, check } = checker('right');
    const results = await Promise.all(Array.from({ length: 40 }, () => outcome(throttle.check('anna', '10.0.0.1', check('right')))));

    expect(results).toEqual(Array(40).fill('ok'));
    expect(stats.mostAtOnce).toBe(5);
  });

  it('does not count an unexpected error in the check as a failure, and frees its place', async () => {
    await expect(throttle.check('anna', '10.0.0.1', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(attempts.rows).toHaveLength(0);
    const { check } = checker('right');
    await expect(throttle.check('anna', '10.0.0.1', check('right'))).resolves.toEqual({ id: 1 });
  });
});
