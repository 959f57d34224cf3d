import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { SESSION_SCHEMA } from '../../session.openapi';
import { SignInWithSsoKeyCommand } from './sign-in-with-sso-key.handler';
import { SignInWithSsoKeyRequestDto } from './sign-in-with-sso-key.request.dto';

@Controller('auth')
export class SignInWithSsoKeyHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Public: the key is the credential. A used, expired or unknown key answers 401 AUTH.SSO_INVALID. */
  @Public()
  @Post('sso')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A new session', schema: SESSION_SCHEMA })
  signIn(@Body() body: SignInWithSsoKeyRequestDto): Promise<SessionResponse> {
    return this.commands.execute(new SignInWithSsoKeyCommand(body.key));
  }
}
