import { Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { StartDemoSessionCommand } from './start-demo-session.handler';

@Controller('auth')
export class StartDemoSessionHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** 429 with Retry-After beyond a few demo sessions per client address in a quarter of an hour. */
  @Public()
  @Post('demo')
  @HttpCode(200)
  start(@Ip() address: string): Promise<SessionResponse> {
    return this.commands.execute(new StartDemoSessionCommand(address));
  }
}
