import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { objectOf } from '@freight/runtime';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { SESSION_SCHEMA } from '../../session.openapi';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../users/domain/company-user';
import { AcceptInviteCommand } from './accept-invite.handler';
import { AcceptInviteRequestDto } from './accept-invite.request.dto';

@Controller('auth')
export class AcceptInviteHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** The invite link's page sends the token and a new password; the answer is a session, as sign-in's. No token needed. */
  @Public()
  @Post('invites/accept')
  @HttpCode(200)
  @ApiBody({
    schema: objectOf<{ token: string; password: string }>({
      token: { type: 'string', maxLength: 100 },
      password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH },
    }),
  })
  @ApiOkResponse({ description: 'The new user, signed in', schema: SESSION_SCHEMA })
  accept(@Body() body: AcceptInviteRequestDto): Promise<SessionResponse> {
    return this.commands.execute(new AcceptInviteCommand(body.token, body.password));
  }
}
