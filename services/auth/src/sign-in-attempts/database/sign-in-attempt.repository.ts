import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { ADDRESS_FAILURE_LIMIT, ATTEMPT_RETENTION_SECONDS, USERNAME_FAILURE_LIMIT } from '../domain/sign-in-limits';

/** The failures inside each limit's window, and the database's clock at the time of reading. */
export interface RecentFailures {
  now: Date;
  byUsername: Date[];
  byAddress: Date[];
}

const PURGE_EVERY_MS = 60_000;

/**
 * Failed sign-ins in auth.sign_in_attempts, one row each, so every replica counts the same
 * failures. Only the database's clock is used, never a replica's.
 */
@Injectable()
export class SignInAttemptRepository {
  private lastPurge = 0;

  constructor(private readonly tx: TransactionHost) {}

  async recentFailures(username: string, address: string): Promise<RecentFailures> {
    await this.purgeNowAndThen();
    const [row] = (await this.tx.manager.query(
      `SELECT now() AS now,
              array(SELECT attempted_at FROM sign_in_attempts WHERE username = $1 AND attempted_at > now() - make_interval(secs => $3)) AS by_username,
              array(SELECT attempted_at FROM sign_in_attempts WHERE address = $2 AND attempted_at > now() - make_interval(secs => $4)) AS by_address`,
      [username, address, USERNAME_FAILURE_LIMIT.windowSeconds, ADDRESS_FAILURE_LIMIT.windowSeconds],
    )) as { now: Date; by_username: Date[]; by_address: Date[] }[];
    return { now: row.now, byUsername: row.by_username, byAddress: row.by_address };
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.tx.manager.query('INSERT INTO sign_in_attempts (username, address, attempted_at) VALUES ($1, $2, now())', [
      username,
      address,
    ]);
  }

  /** A correct password: the username starts afresh. The address keeps its failures on other usernames. */
  async clearUsername(username: string): Promise<void> {
    await this.tx.manager.query('DELETE FROM sign_in_attempts WHERE username = $1', [username]);
  }

  /** Rows past every window count for nothing; whichever replica comes first clears them, about once a minute. */
  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.tx.manager.query('DELETE FROM sign_in_attempts WHERE attempted_at <= now() - make_interval(secs => $1)', [
      ATTEMPT_RETENTION_SECONDS,
    ]);
  }
}
