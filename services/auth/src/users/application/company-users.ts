import { Injectable } from '@nestjs/common';
import { ActiveUsers, DomainError, parseId, Principal, TransactionHost } from '@freight/kernel';
import { assertNotSelf } from '../domain/company-user';
import { toCompanyUserResponse, USER_COLUMNS, UserRow, CompanyUserResponse } from '../users.response';

const INT4_MAX = 2_147_483_647;

/**
 * Changes to a colleague, always within the customer named in the path (another company's user answers 404 like an
 * unknown one), never to oneself and never to the demo user.
 */
@Injectable()
export class CompanyUsers {
  constructor(
    private readonly tx: TransactionHost,
    private readonly activeUsers: ActiveUsers,
  ) {}

  userIdOf(raw: string): number {
    const id = parseId(raw);
    if (id === undefined || id > INT4_MAX) throw DomainError.notFound('TENANCY.NOT_FOUND');
    return id;
  }

  /** `change`: an UPDATE ... SET clause on the user's row ($1 customer, $2 user, then `params`). */
  async change(
    principal: Principal,
    customerId: number,
    userId: number,
    set: string,
    params: unknown[],
    also?: (manager: TransactionHost['manager']) => Promise<void>,
  ): Promise<CompanyUserResponse> {
    assertNotSelf(principal, userId);
    return this.tx.run(async (manager) => {
      const [rows]: [UserRow[], number] = await manager.query(
        `UPDATE users SET ${set} WHERE customer_id = $1 AND id = $2 AND NOT demo RETURNING ${USER_COLUMNS}`,
        [customerId, userId, ...params],
      );
      if (!rows.length) throw DomainError.notFound('TENANCY.NOT_FOUND');
      await also?.(manager);
      return toCompanyUserResponse(rows[0]);
    });
  }

  /**
   * Deactivation ends every session at once: the refresh tokens are revoked (no refresh), and this process's guard
   * refuses the user's access tokens from now on (other processes within ActiveUsers' TTL, as for a removed user).
   */
  async deactivate(principal: Principal, customerId: number, userId: number, now = new Date()): Promise<CompanyUserResponse> {
    const user = await this.change(
      principal,
      customerId,
      userId,
      'active = false, deactivated_at = coalesce(deactivated_at, $3)',
      [now],
      async (m) => {
        await m.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
      },
    );
    this.activeUsers.remember(userId, false);
    return user;
  }
}
