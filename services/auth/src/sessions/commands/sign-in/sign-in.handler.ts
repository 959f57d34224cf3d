import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { DomainError, TransactionHost } from '@freight/kernel';
import { UserEntity } from '../../../users/database/user.entity';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';

export class SignInCommand {
  constructor(
    readonly username: string,
    readonly password: string,
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
  ) {}

  async execute({ username, password }: SignInCommand): Promise<SessionResponse> {
    const user = await this.tx.manager.findOneBy(UserEntity, { username: username.trim().toLowerCase() });
    const ok = user?.passwordHash && user.active && !user.demo ? await verify(user.passwordHash, password) : (await verify(await decoy(), password), false);
    if (!ok || !user) throw new DomainError('unauthenticated', 'AUTH.INVALID_CREDENTIALS', {}, [], 'AUTH.INVALID_CREDENTIALS');
    return this.sessions.start(user);
  }
}
