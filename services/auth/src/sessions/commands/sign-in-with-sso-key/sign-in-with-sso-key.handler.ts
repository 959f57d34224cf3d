import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { hashSsoKey, isSsoKeyExpired } from '../../../sso-keys/domain/sso-key';
import { findUser } from '../../../users/application/user-accounts';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';
import { ssoKeyInvalid } from '../../domain/session.errors';

export class SignInWithSsoKeyCommand {
  constructor(readonly key: string) {}
}

/**
 * Spends a one-time key and starts a session like a password sign-in. The conditional UPDATE
 * claims the key: of two concurrent uses, the second waits for the first's row lock, then finds
 * used_at set and matches nothing.
 */
@CommandHandler(SignInWithSsoKeyCommand)
export class SignInWithSsoKeyHandler implements ICommandHandler<SignInWithSsoKeyCommand, SessionResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ key }: SignInWithSsoKeyCommand): Promise<SessionResponse> {
    const session = await this.tx.run(async (manager): Promise<SessionResponse | undefined> => {
      const now = new Date();
      // TypeORM answers an UPDATE with [rows, rowCount].
      const [rows] = (await manager.query(
        'UPDATE sso_keys SET used_at = $2 WHERE key_hash = $1 AND used_at IS NULL RETURNING user_id, expires_at',
        [hashSsoKey(key), now],
      )) as [{ user_id: number; expires_at: Date }[], number];
      const row = rows[0];
      if (!row) return undefined;
      // An expired key is spent all the same (committed below): it can never come back.
      if (isSsoKeyExpired(row.expires_at, now)) return undefined;
      const user = await findUser(manager, { id: row.user_id, active: true, demo: false });
      if (!user) return undefined;
      return this.sessions.start(user, now);
    });
    // One answer for unknown, used and expired keys: the caller learns nothing about which it was.
    if (!session) throw ssoKeyInvalid();
    return session;
  }
}
