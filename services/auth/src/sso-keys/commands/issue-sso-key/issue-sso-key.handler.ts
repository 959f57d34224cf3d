import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, Principal, TransactionHost } from '@freight/kernel';
import { normalizeUsername } from '../../../sign-in-attempts/domain/sign-in-limits';
import { findUser } from '../../../users/application/user-accounts';
import { SsoKeyEntity } from '../../database/sso-key.entity';
import { newSsoKey, ssoKeyPath } from '../../domain/sso-key';

export class IssueSsoKeyCommand {
  constructor(
    readonly username: string,
    readonly issuer: Principal,
  ) {}
}

export interface IssuedSsoKey {
  /** Shown once: only its hash is kept. */
  key: string;
  expiresAt: string;
  /** The console route that signs in with it. */
  url: string;
}

/** An admin hands a user a one-time sign-in link (support, onboarding); the route is @AdminOnly(). */
@CommandHandler(IssueSsoKeyCommand)
export class IssueSsoKeyHandler implements ICommandHandler<IssueSsoKeyCommand, IssuedSsoKey> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ username, issuer }: IssueSsoKeyCommand): Promise<IssuedSsoKey> {
    const user = await findUser(this.tx.manager, { username: normalizeUsername(username), active: true, demo: false });
    if (!user) throw DomainError.notFound('USER.NOT_FOUND');
    const now = new Date();
    const issued = newSsoKey(now);
    await this.tx.manager.insert(SsoKeyEntity, {
      keyHash: issued.hash,
      userId: user.id,
      createdAt: now,
      expiresAt: issued.expiresAt,
      usedAt: null,
      issuedBy: issuer.userId,
    });
    return { key: issued.key, expiresAt: issued.expiresAt.toISOString(), url: ssoKeyPath(issued.key) };
  }
}
