import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { AuthSweep, DemoSessionStarts } from './demo-sessions';
import { authMigrations } from './migrations';
import { DemoUsersSeed } from './seed/demo-users.seed';
import { AcceptInviteHandler } from './sessions/commands/accept-invite/accept-invite.handler';
import { AcceptInviteHttpController } from './sessions/commands/accept-invite/accept-invite.http.controller';
import { LogoutHandler } from './sessions/commands/logout/logout.handler';
import { LogoutHttpController } from './sessions/commands/logout/logout.http.controller';
import { RefreshSessionHandler } from './sessions/commands/refresh-session/refresh-session.handler';
import { RefreshSessionHttpController } from './sessions/commands/refresh-session/refresh-session.http.controller';
import { SignInHandler } from './sessions/commands/sign-in/sign-in.handler';
import { SignInHttpController } from './sessions/commands/sign-in/sign-in.http.controller';
import { SignInWithSsoKeyHandler } from './sessions/commands/sign-in-with-sso-key/sign-in-with-sso-key.handler';
import { SignInWithSsoKeyHttpController } from './sessions/commands/sign-in-with-sso-key/sign-in-with-sso-key.http.controller';
import { StartDemoSessionHandler } from './sessions/commands/start-demo-session/start-demo-session.handler';
import { StartDemoSessionHttpController } from './sessions/commands/start-demo-session/start-demo-session.http.controller';
import { RefreshTokenEntity } from './sessions/database/refresh-token.entity';
import { GetSessionHttpController } from './sessions/queries/get-session/get-session.http.controller';
import { SessionIssuer } from './sessions/session-issuer';
import { SignInAttemptRepository } from './sign-in-attempts/database/sign-in-attempt.repository';
import { SignInThrottle } from './sign-in-attempts/sign-in-throttle';
import { IssueSsoKeyHandler } from './sso-keys/commands/issue-sso-key/issue-sso-key.handler';
import { IssueSsoKeyHttpController } from './sso-keys/commands/issue-sso-key/issue-sso-key.http.controller';
import { SsoKeyEntity } from './sso-keys/database/sso-key.entity';
import { TokenIssuer } from './tokens/token-issuer';
import { EraseUsersOfCustomer } from './retention/erase-users-of-customer';
import { ExportUsersOfCustomer } from './users/application/export-users-of-customer';
import { AuthRetention } from './retention/auth-retention';
import { ActiveUserDirectory } from './users/application/active-user-directory';
import { UserEntity } from './users/database/user.entity';
import { apiKeysControllers, apiKeysMigrations, apiKeysProviders } from './api-keys';
import { auditControllers, auditMigrations, auditProviders } from './audit';
import { passwordResetsControllers, passwordResetsMigrations, passwordResetsProviders } from './password-resets';
import { usersControllers, usersMigrations, usersProviders } from './users';
// Loaded with the module, so a process running this service renders its texts.
import './auth.messages';

export const AUTH_SCHEMA = 'auth';

const database = DatabaseModule.forService({
  schema: AUTH_SCHEMA,
  entities: [UserEntity, RefreshTokenEntity, SsoKeyEntity],
  migrations: [...authMigrations, ...apiKeysMigrations, ...auditMigrations, ...usersMigrations, ...passwordResetsMigrations],
});

const controllers = [
  ...apiKeysControllers,
  ...auditControllers,
  ...usersControllers,
  ...passwordResetsControllers,
  SignInHttpController,
  AcceptInviteHttpController,
  SignInWithSsoKeyHttpController,
  StartDemoSessionHttpController,
  RefreshSessionHttpController,
  LogoutHttpController,
  IssueSsoKeyHttpController,
  GetSessionHttpController,
];
const commandHandlers = [
  SignInHandler,
  AcceptInviteHandler,
  SignInWithSsoKeyHandler,
  StartDemoSessionHandler,
  RefreshSessionHandler,
  LogoutHandler,
  IssueSsoKeyHandler,
];

/** Users, passwords, tokens and sessions, members' API keys (they stand for a user) and the audit trail. Owns the /api/auth prefix. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'auth', database }), CqrsModule],
  controllers,
  providers: [
    ...commandHandlers,
    TokenIssuer,
    SessionIssuer,
    SignInThrottle,
    SignInAttemptRepository,
    DemoUsersSeed,
    DemoSessionStarts,
    AuthSweep,
    ActiveUserDirectory,
    EraseUsersOfCustomer,
    ExportUsersOfCustomer,
    AuthRetention,
    ...apiKeysProviders,
    ...auditProviders,
    ...usersProviders,
    ...passwordResetsProviders,
  ],
})
export class AuthModule {}
