import { Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { Public } from '@freight/kernel';
import { ApiNoBody } from '@freight/runtime';
import { SessionResponse } from '../../domain/session';
import { SESSION_SCHEMA } from '../../session.openapi';
import { StartDemoSessionCommand } from './start-demo-session.handler';

@Controller('auth')
export class StartDemoSessionHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** 429 with Retry-After beyond a few demo sessions per client address in a quarter of an hour. */
  @Public()
  @Post('demo')
  @HttpCode(200)
  @ApiNoBody()
  @ApiOkResponse({ description: 'A new session', schema: SESSION_SCHEMA })
  start(@Ip() address: string): Promise<SessionResponse> {
    return this.commands.execute(new StartDemoSessionCommand(address));
  }
}
