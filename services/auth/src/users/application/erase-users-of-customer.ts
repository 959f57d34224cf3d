import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActiveUsers, TransactionHost } from '@freight/kernel';
import { answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';
import { GENESIS_HASH } from '../../audit/domain/audit-chain';

/**
 * This service's part of an erasure: the customer's users keep their ids (other services' rows name them) and
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
    // The customer's chain head, locked as the appender locks it: an entry appended meanwhile is committed before the
    // addresses below go, and one appended later sees the customer erased and stores none.
    await this.tx.manager.query(
      `INSERT INTO audit_chain_heads (customer_id, seq, hash) VALUES ($1, 0, $2) ON CONFLICT (customer_id) DO NOTHING`,
      [customerId, GENESIS_HASH],
    );
    await this.tx.manager.query('SELECT 1 FROM audit_chain_heads WHERE customer_id = $1 FOR UPDATE', [customerId]);
    await this.tx.manager.query('INSERT INTO audit_erased_customers (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING', [
      customerId,
    ]);
    for (const statement of [
      `DELETE FROM refresh_tokens WHERE user_id IN (${users})`,
      `DELETE FROM sso_keys WHERE user_id IN (${users})`,
      `DELETE FROM password_resets WHERE user_id IN (${users})`,
      'DELETE FROM api_keys WHERE customer_id = $1',
      `DELETE FROM sign_in_attempts a USING users u WHERE u.customer_id = $1 AND lower(a.username) = lower(u.username)`,
      // Invites name a colleague by e-mail; the customer's, pending or used, go with it.
      'DELETE FROM user_invites WHERE customer_id = $1',
      // The client addresses of the customer's audit entries: the chain covers their salted commitments, so it still
      // verifies; those of entries chained before commitments are blanked (verify then checks their links only).
      'DELETE FROM audit_entry_addresses WHERE customer_id = $1 AND salt IS NOT NULL',
      'UPDATE audit_entry_addresses SET address = NULL WHERE customer_id = $1 AND salt IS NULL AND address IS NOT NULL',
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
