import { RecentFailures, SignInAttemptRepository } from './database/sign-in-attempt.repository';
import { SignInRateLimitedError } from './domain/sign-in-rate-limited.error';
import { SignInThrottle } from './sign-in-throttle';

/** What the throttle needs of the repository. */
type AttemptStore = Pick<SignInAttemptRepository, 'recentFailures' | 'recordFailure' | 'clearUsername'>;

/** The repository's contract over an array, with a little latency so attempts really interleave. */
class MemoryAttempts implements AttemptStore {
  rows: { username: string; address: string; at: Date }[] = [];
  now = new Date('2025-03-01T12:00:00.000Z');
  reads = 0;
  readMs = 1;

  /** Like a query: sees the rows as they are when it starts, answers a little later. */
  async recentFailures(username: string, address: string): Promise<RecentFailures> {
    this.reads++;
    const since = this.now.getTime() - 900_000;
    const recent = this.rows.filter((r) => r.at.getTime() > since);
    const answer = {
      now: this.now,
      byUsername: recent.filter((r) => r.username === username).map((r) => r.at),
      byAddress: recent.filter((r) => r.address === address).map((r) => r.at),
    };
    await new Promise((r) => setTimeout(r, this.readMs));
    return answer;
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
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => outcome(throttle.check('anna', `10.0.0.${i}`, check(`guess-${i}`)))),
    );

    expect(results.filter((r) => r === 'wrong')).toHaveLength(5);
    expect(results.filter((r) => r === 'limited')).toHaveLength(7);
    expect(stats.calls).toBe(5);
  });

  it('refuses the 31st failure from one address even when the guesses arrive at once', async () => {
    const { stats, check } = checker('right');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => outcome(throttle.check(`user-${i % 8}`, '10.9.9.9', check('wrong')))),
    );

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

describe(`${SignInThrottle.name}: waiting in line`, () => {
  const VERIFY_MS = 20;
  let attempts: MemoryAttempts;
  let throttle: SignInThrottle;
  beforeEach(() => {
    // Virtual time: every repository call takes 1 ms and every check VERIFY_MS, exactly, however busy the machine.
    jest.useFakeTimers();
    attempts = new MemoryAttempts();
    throttle = new SignInThrottle(attempts as unknown as SignInAttemptRepository);
  });
  afterEach(() => jest.useRealTimers());

  /** Starts the attempts in order (index = arrival), runs virtual time until all have settled. */
  async function burst(count: number, attempt: (i: number) => { username: string; address: string; password: string; verifyMs?: number }) {
    const started = Date.now();
    const admitted: number[] = [];
    const waitedMs: number[] = [];
    const doneMs: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const results = Array.from({ length: count }, (_, i) => {
      const { username, address, password, verifyMs = VERIFY_MS } = attempt(i);
      return outcome(
        throttle.check(username, address, async () => {
          admitted.push(i);
          waitedMs[i] = Date.now() - started;
          mostAtOnce = Math.max(mostAtOnce, ++running);
          await new Promise((r) => setTimeout(r, verifyMs));
          running--;
          return password === 'right' ? { id: 1 } : undefined;
        }),
      ).then((result) => {
        doneMs[i] = Date.now() - started;
        return result;
      });
    });
    const settled = Promise.all(results);
    await jest.runAllTimersAsync();
    return { results: await settled, admitted, waitedMs, doneMs, mostAtOnce };
  }

  it('serves 50 parallel sign-ins of one user first come first served, five at a time, none waiting much longer than its share', async () => {
    const { results, admitted, waitedMs, doneMs, mostAtOnce } = await burst(50, () => ({
      username: 'anna',
      address: '10.0.0.1',
      password: 'right',
    }));

    expect(results).toEqual(Array(50).fill('ok'));
    expect(admitted).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(mostAtOnce).toBe(5);
    // Ten rounds of five 20 ms checks is 200 ms of checking. Each round adds at most a few 1 ms
    // repository calls (clear the failures, the next in line reads), so 10 x (20 + 5) = 250 ms.
    expect(Math.max(...waitedMs)).toBeLessThan((50 / 5) * (VERIFY_MS + 5) - VERIFY_MS);
    expect(Math.max(...doneMs)).toBeLessThan((50 / 5) * (VERIFY_MS + 5));
    // No herd: a settled check wakes the first in line only, so an attempt reads the failures
    // about twice at most (when it comes first and finds no place, when a settled check pokes it).
    expect(attempts.reads).toBeLessThanOrEqual(2 * 50);
  });

  it('answers a mixed burst in arrival order: five wrong passwords, then refusals even for the right one', async () => {
    const { results, admitted } = await burst(12, (i) => ({
      username: 'anna',
      address: `10.0.0.${i}`,
      password: i < 8 ? `guess-${i}` : 'right',
    }));

    expect(results).toEqual([...Array(5).fill('wrong'), ...Array(7).fill('limited')]);
    expect(admitted).toEqual([0, 1, 2, 3, 4]);
    expect(attempts.rows).toHaveLength(5); // refusals are not counted
  });

  it('lets a right password among the first five clear the failures, so the next guesses in line are answered again', async () => {
    // Arrival: four quick guesses, the right password (slower), seven guesses. The five run at once;
    // the four failures and the check in flight leave no place until the success clears them.
    const { results, admitted } = await burst(12, (i) => ({
      username: 'anna',
      address: `10.0.0.${i}`,
      password: i === 4 ? 'right' : `guess-${i}`,
      verifyMs: i === 4 ? VERIFY_MS : 5,
    }));

    expect(results).toEqual([...Array(4).fill('wrong'), 'ok', ...Array(5).fill('wrong'), 'limited', 'limited']);
    expect(admitted).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(attempts.rows).toHaveLength(5);
  });

  it('does not hold up another user from another address behind a long line', async () => {
    const { results, doneMs } = await burst(51, (i) =>
      i < 50
        ? { username: 'anna', address: '10.0.0.1', password: 'right' }
        : { username: 'bertil', address: '10.0.0.2', password: 'right' },
    );

    expect(results).toEqual(Array(51).fill('ok'));
    expect(doneMs[50]).toBeLessThan(VERIFY_MS + 10);
  });

  it('serves another user from the same address in turn, without starving either', async () => {
    const { results, admitted } = await burst(20, (i) => ({ username: i % 2 ? 'bertil' : 'anna', address: '10.0.0.1', password: 'right' }));

    expect(results).toEqual(Array(20).fill('ok'));
    expect(admitted).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('refuses with Retry-After 1 an attempt that waited 10 s for a place, and lets the next one through when places free', async () => {
    const stuck = Array.from({ length: 5 }, () =>
      throttle.check('anna', '10.0.0.1', () => new Promise<{ id: number }>((r) => setTimeout(() => r({ id: 1 }), 15_000))),
    );
    const waiting = throttle.check('anna', '10.0.0.1', async () => ({ id: 2 })).catch((e: unknown) => e);
    const behind = throttle.check('anna', '10.0.0.1', async () => ({ id: 3 })).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(10_100);
    const refused = await waiting;
    expect(refused).toBeInstanceOf(SignInRateLimitedError);
    expect((refused as SignInRateLimitedError).retryAfterSeconds).toBe(1);
    await expect(behind).resolves.toBeInstanceOf(SignInRateLimitedError);

    await jest.runAllTimersAsync();
    await expect(Promise.all(stuck)).resolves.toEqual(Array(5).fill({ id: 1 }));
    const late = throttle.check('anna', '10.0.0.1', async () => ({ id: 4 }));
    await jest.runAllTimersAsync();
    await expect(late).resolves.toEqual({ id: 4 });
  });

  it('looks at the database again within a second while waiting, so failures another replica cleared free a place', async () => {
    // Four failures on record (from another replica) and one check in flight here: no place left.
    for (let i = 0; i < 4; i++) attempts.rows.push({ username: 'anna', address: '10.0.0.9', at: attempts.now });
    const slow = throttle.check('anna', '10.0.0.1', () => new Promise<{ id: number }>((r) => setTimeout(() => r({ id: 1 }), 5_000)));
    await jest.advanceTimersByTimeAsync(5);
    const started = Date.now();
    let admittedAfter = -1;
    const waiting = throttle.check('anna', '10.0.0.1', async () => ((admittedAfter = Date.now() - started), { id: 2 }));

    await jest.advanceTimersByTimeAsync(100);
    expect(admittedAfter).toBe(-1);
    attempts.rows = []; // the other replica's successful sign-in
    await jest.advanceTimersByTimeAsync(1_000);

    expect(admittedAfter).toBeGreaterThan(0);
    expect(admittedAfter).toBeLessThanOrEqual(1_100);
    await expect(waiting).resolves.toEqual({ id: 2 });
    await jest.runAllTimersAsync();
    await slow;
  });

  it('reads again when a check fails while it reads, instead of letting a guess through on a read that missed the failure', async () => {
    // Three failures on record and two guesses in flight: the third attempt waits. The first guess
    // fails and pokes it; while it reads (2 ms), the second guess fails too, too late for that read.
    attempts.readMs = 2;
    for (let i = 0; i < 3; i++) attempts.rows.push({ username: 'anna', address: '10.0.0.9', at: attempts.now });
    const { results, doneMs } = await burst(4, (i) => ({
      username: 'anna',
      address: '10.0.0.1',
      password: i === 3 ? 'right' : `guess-${i}`,
      verifyMs: i < 2 ? VERIFY_MS + i : VERIFY_MS,
    }));

    expect(results).toEqual(['wrong', 'wrong', 'limited', 'limited']);
    expect(attempts.rows).toHaveLength(5);
    // Refused on a fresh read right after the second failure, not a recheck second later.
    expect(Math.max(...doneMs)).toBeLessThan(VERIFY_MS + 20);
  });
});
