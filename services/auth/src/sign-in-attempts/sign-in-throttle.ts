import { Injectable } from '@nestjs/common';
import { SignInAttemptRepository } from './database/sign-in-attempt.repository';
import { ADDRESS_FAILURE_LIMIT, signInVerdict, USERNAME_FAILURE_LIMIT } from './domain/sign-in-limits';
import { SignInRateLimitedError } from './domain/sign-in-rate-limited.error';
import { InFlightAttempts } from './in-flight-attempts';

/** How long an attempt may queue behind others for the same username or address before it is refused. */
const MAX_WAIT_MS = 10_000;
/** A waiter looks at the database again at least this often (another replica may have cleared or added failures). */
const RECHECK_MS = 1_000;

/**
 * Runs a password check under the sign-in limits. The failures are counted in PostgreSQL, so the
 * limits hold across replicas; the check is refused (429) before the password is hashed when they
 * are used up. While checks are in flight they hold a place too, so a burst of parallel guesses
 * cannot all pass before the first failure is written: the rest wait for a place (or for their
 * 429), and legitimate parallel sign-ins of one user (the bench, a shared account) just queue
 * briefly. In-flight places are per process: N replicas could overshoot a limit by at most
 * (N - 1) times the limit in one window, never more.
 */
@Injectable()
export class SignInThrottle {
  private readonly inFlight = new InFlightAttempts();

  constructor(private readonly attempts: SignInAttemptRepository) {}

  async check<T>(username: string, address: string, verify: () => Promise<T | undefined>): Promise<T | undefined> {
    const userKey = `u:${username}`;
    const addressKey = `a:${address}`;
    const keys = [userKey, addressKey];
    const deadline = Date.now() + MAX_WAIT_MS;
    let known = { byUsername: 0, byAddress: 0 };
    const roomFor = (extra: number) =>
      this.inFlight.count(userKey) + extra + known.byUsername < USERNAME_FAILURE_LIMIT.max &&
      this.inFlight.count(addressKey) + extra + known.byAddress < ADDRESS_FAILURE_LIMIT.max;

    for (;;) {
      // Take a place first, so that any attempt starting while this one reads sees it.
      this.inFlight.take(keys);
      const generations = keys.map((k) => this.inFlight.failureGeneration(k));
      let admitted = false;
      try {
        const failures = await this.attempts.recentFailures(username, address);
        const verdict = signInVerdict(failures.byUsername, failures.byAddress, failures.now);
        if (!verdict.allowed) throw new SignInRateLimitedError(verdict.retryAfterSeconds);
        known = { byUsername: failures.byUsername.length, byAddress: failures.byAddress.length };
        // A failure written by this process after the read is missing from it: read again.
        const fresh = keys.every((k, i) => this.inFlight.failureGeneration(k) === generations[i]);
        admitted = fresh && roomFor(-1);
      } finally {
        if (!admitted) this.inFlight.release(keys, false);
      }
      if (admitted) break;
      while (!roomFor(0)) {
        if (Date.now() > deadline) throw new SignInRateLimitedError(1);
        // Another replica may have cleared the failures this waiter knows of: after a while, ask again.
        if ((await this.inFlight.settled(keys, RECHECK_MS)) === 'timeout') known = { byUsername: 0, byAddress: 0 };
      }
    }

    let failed = false;
    try {
      const result = await verify();
      failed = result === undefined;
      if (failed) await this.attempts.recordFailure(username, address);
      else await this.attempts.clearUsername(username);
      return result;
    } finally {
      this.inFlight.release(keys, failed);
    }
  }
}
