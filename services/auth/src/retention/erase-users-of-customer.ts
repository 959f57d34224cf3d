import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActiveUsers, TransactionHost } from '@freight/kernel';
import { answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';
import { eraseAuditAddresses } from '../audit/application/erase-audit-addresses';

/**
 * This service's part of an erasure (beside retention: both end personal data, across the slices' tables): the customer's users keep their ids (other services' rows name them) and
 * lose their user names, e-mail addresses, display names and passwords, become inactive (the guard refuses their tokens from now on), and their
 * sessions, SSO keys, password reset links, API keys, sign-in attempts, the customer's invites and the client addresses of
 * its audit entries go. This process refuses their tokens at once; the others
 * (the gateway, other replicas) within ACTIVE_USER_TTL_MS.
 */
@Injectable()
export class EraseUsersOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
    private readonly activeUsers: ActiveUsers,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'auth', (customerId) => this.erase(customerId));
  }

  async erase(customerId: number): Promise<number> {
    const users = 'SELECT id FROM users WHERE customer_id = $1';
    const counts: number[] = [];
    // First, as before: the audit trail's chain head is locked before anything else of the customer's is touched.
    counts.push(await eraseAuditAddresses(this.tx.manager, customerId));
    for (const statement of [
      `DELETE FROM refresh_tokens WHERE user_id IN (${users})`,
      `DELETE FROM sso_keys WHERE user_id IN (${users})`,
      `DELETE FROM password_resets WHERE user_id IN (${users})`,
      'DELETE FROM api_keys WHERE customer_id = $1',
      `DELETE FROM sign_in_attempts a USING users u WHERE u.customer_id = $1 AND lower(a.username) = lower(u.username)`,
      // Invites name a colleague by e-mail; the customer's, pending or used, go with it.
      'DELETE FROM user_invites WHERE customer_id = $1',
      `UPDATE users SET username = 'erased-' || id, password_hash = NULL, active = false, email = NULL, display_name = NULL
        WHERE customer_id = $1 AND (username <> 'erased-' || id OR email IS NOT NULL OR display_name IS NOT NULL)`,
    ]) {
      const [, count]: [unknown, number] = await this.tx.manager.query(statement, [customerId]);
      counts.push(count);
    }
    const erased: { id: number }[] = await this.tx.manager.query('SELECT id FROM users WHERE customer_id = $1', [customerId]);
    this.tx.afterCommit(() => erased.forEach(({ id }) => this.activeUsers.remember(id, false)));
    return counts.reduce((a, b) => a + b, 0);
  }
}
