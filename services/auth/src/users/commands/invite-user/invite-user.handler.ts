import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CompanyRole, DomainError, Principal, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { AUTH_CONFIG, AuthConfig } from '../../../auth.config';
import { usernameOf } from '../../domain/company-user';
import { INVITE_TTL_SECONDS, inviteMail, MAX_OPEN_INVITES } from '../../domain/invite';
import { newOneTimeToken } from '../../domain/one-time-token';
import { InviteResponse } from '../../users.response';
import { emailTaken, tooManyOpenInvites } from '../../domain/user.errors';

export class InviteUserCommand {
  constructor(
    readonly principal: Principal,
    readonly customerId: number,
    readonly email: string,
    readonly role: CompanyRole,
    readonly now = new Date(),
  ) {}
}

/**
 * Records the invite and asks for its mail in one transaction (MailRequested through the outbox: the content service's
 * mailer sends it), so there is never an invite without its mail nor a mail for an invite that was rolled back.
 */
@CommandHandler(InviteUserCommand)
export class InviteUserHandler implements ICommandHandler<InviteUserCommand, InviteResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
  ) {}

  async execute({ principal, customerId, email, role, now }: InviteUserCommand): Promise<InviteResponse> {
    const address = usernameOf(email);
    const { token, hash } = newOneTimeToken();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_SECONDS * 1000);
    return this.tx.run(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['user_invites', customerId]);
      // A company is known by its active, non-demo users; an admin naming a customer without any gets 404.
      const [company] = await manager.query('SELECT 1 FROM users WHERE customer_id = $1 AND active AND NOT demo LIMIT 1', [customerId]);
      if (!company) throw DomainError.notFound('TENANCY.NOT_FOUND');
      const [taken] = await manager.query('SELECT 1 FROM users WHERE username = $1', [address]);
      if (taken) throw emailTaken();
      const [{ n }] = await manager.query(
        'SELECT count(*)::int AS n FROM user_invites WHERE customer_id = $1 AND accepted_at IS NULL AND expires_at > $2',
        [customerId, now],
      );
      if (n >= MAX_OPEN_INVITES) throw tooManyOpenInvites(MAX_OPEN_INVITES);
      const [row]: Array<{ id: string }> = await manager.query(
        `INSERT INTO user_invites (customer_id, email, role, token_hash, invited_by, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
        [customerId, address, role, hash, principal.userId, now, expiresAt],
      );
      const link = `${this.auth.publicUrl}/invite/${encodeURIComponent(token)}`;
      await this.outbox.record(
        'MailRequested',
        `invite-${row.id}`,
        inviteMail({ customerId, inviteId: row.id, to: address, role, link, expiresAt }),
      );
      return { id: row.id, email: address, role, expiresAt: expiresAt.toISOString() };
    });
  }
}
