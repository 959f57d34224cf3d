import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { DomainError, TransactionHost } from '@freight/kernel';
import { addressKey, normalizeUsername } from '../../../sign-in-attempts/domain/sign-in-limits';
import { SignInThrottle } from '../../../sign-in-attempts/sign-in-throttle';
import { UserEntity } from '../../../users/database/user.entity';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';

export class SignInCommand {
  constructor(
    readonly username: string,
    readonly password: string,
    /** The client's address as the trusted proxies report it; failures are limited per address too. */
    readonly address: string,
  ) {}
}

export const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Verifying against a real hash for unknown users keeps their response time the same as a wrong password's.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hash('decoy-password-never-matches', ARGON2_OPTIONS));

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SessionResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sessions: SessionIssuer,
    private readonly throttle: SignInThrottle,
  ) {}

  async execute({ username, password, address }: SignInCommand): Promise<SessionResponse> {
    const name = normalizeUsername(username);
    // The limits are checked before argon2 runs: a limited client costs one small query, not a hash.
    const user = await this.throttle.check(name, addressKey(address), () => this.checkPassword(name, password));
    if (!user) throw new DomainError('unauthenticated', 'AUTH.INVALID_CREDENTIALS');
    return this.sessions.start(user);
  }

  private async checkPassword(username: string, password: string): Promise<UserEntity | undefined> {
    const user = await this.tx.manager.findOneBy(UserEntity, { username });
    const ok =
      user?.passwordHash && user.active && !user.demo
        ? await verify(user.passwordHash, password)
        : (await verify(await decoy(), password), false);
    return ok && user ? user : undefined;
  }
}
