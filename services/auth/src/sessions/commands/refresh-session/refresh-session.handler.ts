import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { IsNull } from 'typeorm';
import { findUser } from '../../../users/application/user-accounts';
import { hashRefreshToken, TokenIssuer } from '../../../tokens/token-issuer';
import { RefreshTokenEntity } from '../../database/refresh-token.entity';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';
import { refreshInvalid } from '../../domain/session.errors';

export class RefreshSessionCommand {
  constructor(readonly refreshToken: string) {}
}

type Outcome = { ok: true; session: SessionResponse } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotation: every refresh spends its token and hands out the next one of the same family. A spent
 * token coming back means it was copied, so the whole family is revoked (OAuth 2.0 Security BCP §4.14).
 */
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, SessionResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly tokens: TokenIssuer,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<SessionResponse> {
    const outcome = await this.tx.run(async (manager): Promise<Outcome> => {
      const now = new Date();
      const current = await manager.findOne(RefreshTokenEntity, {
        where: { tokenHash: hashRefreshToken(refreshToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return { ok: false, reason: 'unknown' };
      if (current.revokedAt) return { ok: false, reason: 'revoked' };
      if (current.rotatedAt) {
        await manager.update(RefreshTokenEntity, { familyId: current.familyId, revokedAt: IsNull() }, { revokedAt: now });
        return { ok: false, reason: 'reused' };
      }
      if (current.expiresAt <= now || current.familyExpiresAt <= now) return { ok: false, reason: 'expired' };
      const user = await findUser(manager, { id: current.userId, active: true });
      if (!user) return { ok: false, reason: 'revoked' };

      const next = this.tokens.refreshToken();
      await manager.update(RefreshTokenEntity, { id: current.id }, { rotatedAt: now });
      await manager.insert(RefreshTokenEntity, {
        familyId: current.familyId,
        userId: current.userId,
        tokenHash: next.hash,
        createdAt: now,
        expiresAt: this.sessions.refreshExpiry(now, current.familyExpiresAt),
        familyExpiresAt: current.familyExpiresAt,
      });
      return { ok: true, session: this.sessions.response(user, next.token) };
    });
    // Thrown after the transaction so a reuse's family revocation is committed, not rolled back.
    if (!outcome.ok) throw refreshInvalid(outcome.reason);
    return outcome.session;
  }
}
