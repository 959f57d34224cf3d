import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import { TransactionHost } from '@freight/kernel';
import { ARGON2_OPTIONS } from '../../../sessions/commands/sign-in/sign-in.handler';
import { SessionResponse } from '../../../sessions/domain/session';
import { SessionIssuer } from '../../../sessions/session-issuer';
import { getUser } from '../../../users/application/user-accounts';
import { hashOneTimeToken } from '../../../users/domain/one-time-token';
import { resetInvalid } from '../../domain/password-reset.errors';

export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly now = new Date(),
  ) {}
}

/**
 * The reset link's page: the link is spent (with every other open link of the user), the new password set, every
 * existing session ended (whoever knew the old password is signed out) and the user's sign-in failures cleared, and
 * a new session started, in one transaction. An unknown, spent or expired link answers one 400.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, SessionResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ token, password, now }: ResetPasswordCommand): Promise<SessionResponse> {
    // Hashed before the transaction: argon2 takes tens of milliseconds, no row lock should wait for it.
    const passwordHash = await hash(password, ARGON2_OPTIONS);
    return this.tx.run(async (manager) => {
      const [reset]: Array<{ user_id: number }> = await manager.query(
        `SELECT r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND u.active AND NOT u.demo
          FOR UPDATE OF r`,
        [hashOneTimeToken(token), now],
      );
      if (!reset) throw resetInvalid();
      const userId = reset.user_id;
      await manager.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
      await manager.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
      await manager.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
      const user = await getUser(manager, userId);
      await manager.query('DELETE FROM sign_in_attempts WHERE username = $1', [user.username]);
      return this.sessions.start(user, now);
    });
  }
}
