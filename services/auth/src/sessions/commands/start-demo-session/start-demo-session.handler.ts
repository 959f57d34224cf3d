import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig, DomainError, TransactionHost } from '@freight/kernel';
import { UserEntity } from '../../../users/database/user.entity';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';

export class StartDemoSessionCommand {}

/** The demo is a real, server-limited session for the configured demo customer. */
@CommandHandler(StartDemoSessionCommand)
export class StartDemoSessionHandler implements ICommandHandler<StartDemoSessionCommand, SessionResponse> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionHost,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute(): Promise<SessionResponse> {
    const user = await this.tx.manager.findOneBy(UserEntity, { customerId: this.config.demoCustomerId, demo: true, active: true });
    if (!user) throw new DomainError('unavailable', 'HTTP.SERVICE_UNAVAILABLE', {}, [], 'AUTH.DEMO_UNAVAILABLE');
    return this.sessions.start(user);
  }
}
