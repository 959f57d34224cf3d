import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig, TransactionHost } from '@freight/kernel';
import { DemoSessionStarts } from '../../../demo-sessions/demo-session-starts';
import { findUser } from '../../../users/application/user-accounts';
import { SessionResponse } from '../../domain/session';
import { SessionIssuer } from '../../session-issuer';
import { demoUnavailable } from '../../domain/session.errors';

export class StartDemoSessionCommand {
  constructor(readonly address: string) {}
}

/** The demo is a real, server-limited session for the configured demo customer. */
@CommandHandler(StartDemoSessionCommand)
export class StartDemoSessionHandler implements ICommandHandler<StartDemoSessionCommand, SessionResponse> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionHost,
    private readonly sessions: SessionIssuer,
    private readonly starts: DemoSessionStarts,
  ) {}

  async execute({ address }: StartDemoSessionCommand): Promise<SessionResponse> {
    const user = await findUser(this.tx.manager, { customerId: this.config.demoCustomerId, demo: true, active: true });
    if (!user) throw demoUnavailable();
    // The start counts against the address in the session's own transaction: refused, nothing is stored.
    return this.tx.run(async () => {
      const now = new Date();
      await this.starts.admit(address, now);
      return this.sessions.start(user, now);
    });
  }
}
