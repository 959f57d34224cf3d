import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { IsNull } from 'typeorm';
import { hashRefreshToken } from '../../../tokens/token-issuer';
import { RefreshTokenEntity } from '../../database/refresh-token.entity';

export class LogoutCommand {
  constructor(
    readonly token: string,
    readonly userId?: number,
  ) {}
}

/** Ends the token family. Answers the same whether or not the token was known, so it reveals nothing. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, void> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ token, userId }: LogoutCommand): Promise<void> {
    await this.tx.run(async (manager) => {
      const current = await manager.findOneBy(RefreshTokenEntity, { tokenHash: hashRefreshToken(token) });
      if (!current || (userId !== undefined && current.userId !== userId)) return;
      await manager.update(RefreshTokenEntity, { familyId: current.familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
    });
  }
}
