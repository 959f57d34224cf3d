import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { auditRoleOf, AuditTrail, requestContext, TransactionHost } from '@freight/kernel';
import { addressKey, normalizeUsername } from '../../../sign-in-attempts/domain/sign-in-limits';
import { SignInRateLimitedError } from '../../../sign-in-attempts/domain/sign-in-rate-limited.error';
import { SignInThrottle } from '../../../sign-in-attempts/sign-in-throttle';
import { findUser } from '../../../users/application/user-accounts';
import type { User } from '../../../users/domain/user';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';
import { invalidCredentials } from '../../domain/session.errors';

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
    private readonly trail: AuditTrail,
  ) {}

  async execute({ username, password, address }: SignInCommand): Promise<SessionResponse> {
    const name = normalizeUsername(username);
    // Who the username belongs to, when it is someone's: a failure goes to that customer's trail.
    const attempt: { user?: User } = {};
    let user: User | undefined;
    try {
      // The limits are checked before argon2 runs: a limited client costs one small query, not a hash.
      user = await this.throttle.check(name, addressKey(address), () => this.checkPassword(name, password, attempt));
    } catch (error) {
      if (error instanceof SignInRateLimitedError) await this.audit('failure', 'rate limited', address, attempt.user);
      throw error;
    }
    if (!user) {
      await this.audit('failure', 'invalid credentials', address, attempt.user);
      throw invalidCredentials();
    }
    const session = await this.sessions.start(user);
    await this.audit('success', '', address, user);
    return session;
  }

  /** Neither the username nor the password is recorded: a username is often an e-mail address. */
  private audit(outcome: 'success' | 'failure', summary: string, address: string, user: User | undefined): Promise<void> {
    return this.trail.record({
      // The role only once the password proved who acts: a failure names the account tried, not its holder.
      actor: {
        userId: user?.id,
        customerId: user?.customerId ?? 0,
        clientAddress: address,
        role: outcome === 'success' && user ? auditRoleOf(user) : undefined,
      },
      action: 'sign-in',
      outcome,
      targetIds: [],
      summary,
      requestId: requestContext.current()?.requestId ?? '',
      occurredAt: new Date(),
      route: 'POST /api/auth/signin',
    });
  }

  private async checkPassword(username: string, password: string, attempt: { user?: User }): Promise<User | undefined> {
    const user = await findUser(this.tx.manager, { username });
    attempt.user = user ?? undefined;
    const ok =
      user?.passwordHash && user.active && !user.demo
        ? await verify(user.passwordHash, password)
        : (await verify(await decoy(), password), false);
    return ok && user ? user : undefined;
  }
}
