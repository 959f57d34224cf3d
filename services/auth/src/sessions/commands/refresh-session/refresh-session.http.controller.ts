import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { SESSION_SCHEMA } from '../../session.openapi';
import { RefreshSessionCommand } from './refresh-session.handler';
import { RefreshSessionRequestDto } from './refresh-session.request.dto';

@Controller('auth')
export class RefreshSessionHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Public: the refresh token is the credential, and the access token has usually expired by now. */
  @Public()
  @Post('refreshtoken')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A new session', schema: SESSION_SCHEMA })
  refresh(@Body() body: RefreshSessionRequestDto): Promise<SessionResponse> {
    return this.commands.execute(new RefreshSessionCommand(body.refreshToken));
  }
}
