import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { StartDemoSessionCommand } from './start-demo-session.handler';

@Controller('auth')
export class StartDemoSessionHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('demo')
  @HttpCode(200)
  start(): Promise<SessionResponse> {
    return this.commands.execute(new StartDemoSessionCommand());
  }
}
