import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { authMigrations } from './migrations';
import { DemoUsersSeed } from './seed/demo-users.seed';
import { LogoutHandler } from './sessions/commands/logout/logout.handler';
import { LogoutHttpController } from './sessions/commands/logout/logout.http.controller';
import { RefreshSessionHandler } from './sessions/commands/refresh-session/refresh-session.handler';
import { RefreshSessionHttpController } from './sessions/commands/refresh-session/refresh-session.http.controller';
import { SignInHandler } from './sessions/commands/sign-in/sign-in.handler';
import { SignInHttpController } from './sessions/commands/sign-in/sign-in.http.controller';
import { StartDemoSessionHandler } from './sessions/commands/start-demo-session/start-demo-session.handler';
import { StartDemoSessionHttpController } from './sessions/commands/start-demo-session/start-demo-session.http.controller';
import { RefreshTokenEntity } from './sessions/domain/refresh-token.entity';
import { SessionIssuer } from './sessions/session-issuer';
import { TokenIssuer } from './tokens/token-issuer';
import { UserEntity } from './users/database/user.entity';

export const AUTH_SCHEMA = 'auth';

const database = DatabaseModule.forService({ schema: AUTH_SCHEMA, entities: [UserEntity, RefreshTokenEntity], migrations: authMigrations });

const controllers = [SignInHttpController, StartDemoSessionHttpController, RefreshSessionHttpController, LogoutHttpController];
const commandHandlers = [SignInHandler, StartDemoSessionHandler, RefreshSessionHandler, LogoutHandler];

/** Users, passwords, tokens and sessions. Owns the /api/auth prefix. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'auth', database }), CqrsModule],
  controllers,
  providers: [...commandHandlers, TokenIssuer, SessionIssuer, DemoUsersSeed],
})
export class AuthModule {}
