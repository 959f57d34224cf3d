import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import type { EntityManager } from 'typeorm';
import { AUTH_CONFIG, AuthConfig } from '../../../auth.config';
import { usernameOf } from '../../../users/domain/company-user';
import { newOneTimeToken } from '../../../users/domain/one-time-token';
import {
  passwordResetMail,
  RESET_MAILS_PER_USER,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_TTL_SECONDS,
  secondsUntilAllowed,
} from '../../domain/password-reset';
import { resetRequestsRateLimited } from '../../domain/password-reset.errors';

export class RequestPasswordResetCommand {
  constructor(
    readonly login: string,
    readonly address: string,
    readonly now = new Date(),
  ) {}
}

interface Recipient {
  id: number;
  customer_id: number;
  email: string;
}

/**
 * "Glömt lösenord": answers the same whether or not the login exists (no account enumeration). A known, active
 * user with an e-mail address gets a one-time link by mail (MailRequested through the outbox, in the same
 * transaction as the link's row); every request counts against its client address, whatever it named.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    @Inject(AUTH_CONFIG) private readonly auth: AuthConfig,
  ) {}

  async execute({ login, address, now }: RequestPasswordResetCommand): Promise<void> {
    const name = usernameOf(login);
    const expiresAt = new Date(now.getTime() + RESET_TTL_SECONDS * 1000);
    await this.tx.run(async (manager) => {
      // Serialises one address's requests, so parallel ones cannot all pass under the limit.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', ['password_resets', address]);
      const [{ requests }]: Array<{ requests: Date[] }> = await manager.query(
        `SELECT array(SELECT requested_at FROM password_resets
                       WHERE address = $1 AND requested_at > $2::timestamptz - make_interval(secs => $3)) AS requests`,
        [address, now, RESET_REQUESTS_PER_ADDRESS.windowSeconds],
      );
      const wait = secondsUntilAllowed(requests, RESET_REQUESTS_PER_ADDRESS, now);
      if (wait > 0) throw resetRequestsRateLimited(wait);

      const recipient = await this.recipient(manager, name, now);
      const { token, hash } = recipient ? newOneTimeToken() : { token: '', hash: null };
      const [row]: Array<{ id: string }> = await manager.query(
        `INSERT INTO password_resets (address, user_id, token_hash, requested_at, expires_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
        [address, recipient?.id ?? null, hash, now, expiresAt],
      );
      if (!recipient) return;
      const link = `${this.auth.publicUrl}/aterstall-losenord/${encodeURIComponent(token)}`;
      await this.outbox.record(
        'MailRequested',
        `password-reset-${row.id}`,
        passwordResetMail({ customerId: recipient.customer_id, resetId: row.id, to: recipient.email, link, expiresAt }),
      );
    });
  }

  /** Who gets a mail: an active member with an address, under its own hourly mail limit; else no one. */
  private async recipient(manager: EntityManager, name: string, now: Date): Promise<Recipient | undefined> {
    const [user] = (await manager.query(
      `SELECT id, customer_id, email FROM users
        WHERE (email = $1 OR username = $1) AND active AND NOT demo AND email IS NOT NULL
        ORDER BY (email = $1) DESC, id LIMIT 1`,
      [name],
    )) as Recipient[];
    if (!user) return undefined;
    const [{ mails }] = (await manager.query(
      `SELECT array(SELECT requested_at FROM password_resets
                     WHERE user_id = $1 AND requested_at > $2::timestamptz - make_interval(secs => $3)) AS mails`,
      [user.id, now, RESET_MAILS_PER_USER.windowSeconds],
    )) as Array<{ mails: Date[] }>;
    return secondsUntilAllowed(mails, RESET_MAILS_PER_USER, now) > 0 ? undefined : user;
  }
}
