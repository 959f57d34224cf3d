import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { objectOf } from '@freight/runtime';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../../sessions/domain/session';
import { SESSION_SCHEMA } from '../../../sessions/session.openapi';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../users/domain/company-user';
import { ResetPasswordCommand } from './reset-password.handler';
import { ResetPasswordRequestDto } from './reset-password.request.dto';

@Controller('auth')
export class ResetPasswordHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** The reset link's page sends the token and the new password; the answer is a session, as sign-in's. No token needed. */
  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiBody({
    schema: objectOf<{ token: string; password: string }>({
      token: { type: 'string', maxLength: 100 },
      password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
    }),
  })
  @ApiOkResponse({ description: 'The user, signed in with the new password', schema: SESSION_SCHEMA })
  confirm(@Body() body: ResetPasswordRequestDto): Promise<SessionResponse> {
    return this.commands.execute(new ResetPasswordCommand(body.token, body.password));
  }
}
