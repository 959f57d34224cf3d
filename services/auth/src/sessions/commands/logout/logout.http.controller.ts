import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { DemoAllowed, Public, RequiresRole } from '@freight/kernel';
import { LogoutCommand } from './logout.handler';
import { LogoutRequestDto } from './logout.request.dto';

@Controller('auth')
export class LogoutHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Public so a client whose access token expired can still end its session. */
  @Public()
  @DemoAllowed()
  @Post('logout')
  @RequiresRole('viewer')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The token family ended; the same answer for a token not known' })
  async logout(@Body() body: LogoutRequestDto): Promise<void> {
    await this.commands.execute(new LogoutCommand(body.token, body.userId));
  }
}
