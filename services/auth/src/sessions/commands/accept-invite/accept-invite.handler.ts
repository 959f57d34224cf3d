import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import { CompanyRole, TransactionHost } from '@freight/kernel';
import { ARGON2_OPTIONS } from '../sign-in/sign-in.handler';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';
import { getUser } from '../../../users/application/user-accounts';
import { hashOneTimeToken } from '../../../users/domain/one-time-token';
import { inviteInvalid } from '../../domain/session.errors';

export class AcceptInviteCommand {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly now = new Date(),
  ) {}
}

interface InviteRow {
  id: string;
  customer_id: number;
  email: string;
  role: CompanyRole;
}

/**
 * The colleague's first sign-in: the invite is spent (single use, locked while it is), the user made with the chosen
 * password and the invite's role, and a session started, all in one transaction. An unknown, spent or expired link
 * answers the same 400, so the answer tells nothing about which.
 */
@CommandHandler(AcceptInviteCommand)
export class AcceptInviteHandler implements ICommandHandler<AcceptInviteCommand, SessionResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ token, password, now }: AcceptInviteCommand): Promise<SessionResponse> {
    // Hashed before the transaction: argon2 takes tens of milliseconds, no row lock should wait for it.
    const passwordHash = await hash(password, ARGON2_OPTIONS);
    return this.tx.run(async (manager) => {
      const [invite]: InviteRow[] = await manager.query(
        `SELECT id::text AS id, customer_id, email, role FROM user_invites
          WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > $2 FOR UPDATE`,
        [hashOneTimeToken(token), now],
      );
      if (!invite) throw inviteInvalid();
      const [company]: Array<{ customer_level: number }> = await manager.query(
        'SELECT customer_level FROM users WHERE customer_id = $1 AND active AND NOT demo ORDER BY id LIMIT 1',
        [invite.customer_id],
      );
      const [taken] = await manager.query('SELECT 1 FROM users WHERE username = $1', [invite.email]);
      if (!company || taken) throw inviteInvalid();
      const [{ id }]: Array<{ id: number }> = await manager.query(
        `INSERT INTO users (id, username, password_hash, customer_id, customer_level, demo, active, role, email, created_at)
         VALUES (nextval('users_id_seq'), $1, $2, $3, $4, false, true, $5, $1, $6) RETURNING id`,
        [invite.email, passwordHash, invite.customer_id, company.customer_level, invite.role, now],
      );
      await manager.query('UPDATE user_invites SET accepted_at = $2, user_id = $3 WHERE id = $1', [invite.id, now, id]);
      const user = await getUser(manager, id);
      return this.sessions.start(user, now);
    });
  }
}
