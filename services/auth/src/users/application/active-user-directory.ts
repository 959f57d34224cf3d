import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActiveUsers, TransactionHost } from '@freight/kernel';

const INT4_MAX = 2_147_483_647;

/**
 * Tells the guard of this application how to ask whether a token's user still exists and is active (users.id is the
 * token's subject). The kernel's ActiveUsers keeps each answer a short while, so this is one indexed query per user
 * per ACTIVE_USER_TTL_MS, not one per request. In the all-in-one portal this covers every service's routes.
 */
@Injectable()
export class ActiveUserDirectory implements OnModuleInit {
  constructor(
    private readonly users: ActiveUsers,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.users.use((userId) => this.isActive(userId));
  }

  async isActive(userId: number): Promise<boolean> {
    if (!Number.isInteger(userId) || Math.abs(userId) > INT4_MAX) return false;
    const rows: unknown[] = await this.tx.dataSource.query('SELECT 1 FROM users WHERE id = $1 AND active', [userId]);
    return rows.length > 0;
  }
}
