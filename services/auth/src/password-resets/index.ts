import { PasswordResetSweep } from './application/password-reset-sweep';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { RequestPasswordResetHttpController } from './commands/request-password-reset/request-password-reset.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { CreatePasswordResets1780400000100 } from './database/password-resets.migrations';

/** Password reset by mail (issue 29 item 9), for the auth module's wiring. */
export const passwordResetsMigrations = [CreatePasswordResets1780400000100];
export const passwordResetsControllers = [RequestPasswordResetHttpController, ResetPasswordHttpController];
export const passwordResetsProviders = [RequestPasswordResetHandler, ResetPasswordHandler, PasswordResetSweep];
export { PasswordResetSweep };
