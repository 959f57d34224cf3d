import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { SESSION_SCHEMA } from '../../session.openapi';
import { SignInCommand } from './sign-in.handler';
import { SignInRequestDto } from './sign-in.request.dto';

@Controller('auth')
export class SignInHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** 429 with Retry-After after too many failures for the username or from the address. */
  @Public()
  @Post('signin')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A new session', schema: SESSION_SCHEMA })
  signIn(@Body() body: SignInRequestDto, @Ip() address: string): Promise<SessionResponse> {
    return this.commands.execute(new SignInCommand(body.username, body.password, address));
  }
}
