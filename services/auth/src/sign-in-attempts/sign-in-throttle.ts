import { Injectable } from '@nestjs/common';
import { SignInAttemptRepository } from './database/sign-in-attempt.repository';
import { ADDRESS_FAILURE_LIMIT, signInVerdict, USERNAME_FAILURE_LIMIT } from './domain/sign-in-limits';
import { SignInRateLimitedError } from './domain/sign-in-rate-limited.error';
import { InFlightAttempts } from './in-flight-attempts';

/** How long an attempt may queue behind others for the same username or address before it is refused. */
const MAX_WAIT_MS = 10_000;
/** The first in line looks at the database again at least this often (another replica may have cleared or added failures). */
const RECHECK_MS = 1_000;

/**
 * Runs a password check under the sign-in limits. The failures are counted in PostgreSQL, so the
 * limits hold across replicas; the check is refused (429) before the password is hashed when they
 * are used up. While checks are in flight they hold a place too, so a burst of parallel guesses
 * cannot all pass before the first failure is written: the rest wait for a place (or for their
 * 429), and legitimate parallel sign-ins of one user (the bench, a shared account) just queue
 * briefly, first come first served: a settled check wakes only the first attempt in line, which
 * reads the database again and, when admitted, hands the turn to the next. In-flight places are
 * per process: N replicas could overshoot a limit by at most (N - 1) times the limit in one window,
 * never more.
 */
@Injectable()
export class SignInThrottle {
  private readonly inFlight = new InFlightAttempts();

  constructor(private readonly attempts: SignInAttemptRepository) {}

  async check<T>(username: string, address: string, verify: () => Promise<T | undefined>): Promise<T | undefined> {
    const keys = [`u:${username}`, `a:${address}`];
    const deadline = Date.now() + MAX_WAIT_MS;
    const turn = this.inFlight.join(keys);
    try {
      // Admitted by its own read, or handed a place by the attempt before it (same keys, same read).
      while (!turn.admitted) {
        if (this.inFlight.isFirst(turn)) {
          // Only the first in line takes places on these keys, so the count can only fall during the
          // read. Counting the checks in flight before it covers any failure written too late for it;
          // one that settles meanwhile pokes this turn, which then reads again instead of waiting.
          const [byUsername, byAddress] = keys.map((key) => this.inFlight.count(key));
          const failures = await this.attempts.recentFailures(username, address);
          const verdict = signInVerdict(failures.byUsername, failures.byAddress, failures.now);
          if (!verdict.allowed) throw new SignInRateLimitedError(verdict.retryAfterSeconds);
          const places = Math.min(
            USERNAME_FAILURE_LIMIT.max - failures.byUsername.length - byUsername,
            ADDRESS_FAILURE_LIMIT.max - failures.byAddress.length - byAddress,
          );
          if (places > 0) {
            this.inFlight.admit(turn, places - 1);
            break;
          }
        }
        if (Date.now() >= deadline) throw new SignInRateLimitedError(1);
        // Not first yet, or no place free: wait to be poked. The first in line reads again at least
        // every RECHECK_MS, since another replica may have cleared failures meanwhile.
        await this.inFlight.wait(turn, Math.min(RECHECK_MS, deadline - Date.now()));
      }
    } finally {
      if (!turn.admitted) this.inFlight.leave(turn);
    }

    try {
      const result = await verify();
      if (result === undefined) await this.attempts.recordFailure(username, address);
      else await this.attempts.clearUsername(username);
      return result;
    } finally {
      // Only after the failure is written: an attempt reading from now on sees it in the database.
      this.inFlight.release(keys);
    }
  }
}
