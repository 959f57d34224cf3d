import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { DEMO_SESSION_LIFETIME_SECONDS } from '../demo-sessions/demo-session-limits';
import type { User } from '../users/domain/user';
import { TokenIssuer } from '../tokens/token-issuer';
import { RefreshTokenEntity } from './database/refresh-token.entity';
import { SessionResponse } from './domain/session';
import { AUTH_CONFIG, AuthConfig } from '../auth.config';

/** Starts a new token family for a user and records the sign-in, in one transaction. */
@Injectable()
export class SessionIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
    private readonly tx: TransactionHost,
    private readonly tokens: TokenIssuer,
    private readonly outbox: Outbox,
  ) {}

  isTestUser(user: User): boolean {
    return this.auth.testUserId !== undefined && user.id === this.auth.testUserId;
  }

  async start(user: User, now = new Date()): Promise<SessionResponse> {
    return this.tx.run(async (manager) => {
      const refresh = this.tokens.refreshToken();
      const lifetimeSeconds = user.demo
        ? Math.min(DEMO_SESSION_LIFETIME_SECONDS, this.config.jwt.refreshTokenAbsoluteSeconds)
        : this.config.jwt.refreshTokenAbsoluteSeconds;
      const familyExpiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
      await manager.insert(RefreshTokenEntity, {
        familyId: randomUUID(),
        userId: user.id,
        tokenHash: refresh.hash,
        createdAt: now,
        expiresAt: this.refreshExpiry(now, familyExpiresAt),
        familyExpiresAt,
      });
      await this.outbox.record('UserSignedIn', user.id, {
        userId: String(user.id),
        customerId: String(user.customerId),
        signedInAt: now.toISOString(),
        demo: user.demo,
      });
      return this.response(user, refresh.token);
    });
  }

  refreshExpiry(now: Date, familyExpiresAt: Date): Date {
    return new Date(Math.min(now.getTime() + this.config.jwt.refreshTokenTtlSeconds * 1000, familyExpiresAt.getTime()));
  }

  response(user: User, refreshToken: string): SessionResponse {
    const testUser = this.isTestUser(user);
    return {
      id: user.customerId,
      userId: user.id,
      customerId: user.customerId,
      accessToken: this.tokens.accessToken({
        userId: user.id,
        customerId: user.customerId,
        customerLevel: user.customerLevel,
        demo: user.demo,
        testUser,
        role: user.role,
      }),
      refreshToken,
      tokenType: 'Bearer',
      expiresIn: this.tokens.accessTokenTtlSeconds,
      demo: user.demo,
      testUser,
      role: user.role,
    };
  }
}
