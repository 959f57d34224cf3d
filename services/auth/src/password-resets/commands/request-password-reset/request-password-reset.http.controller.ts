import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { NoAudit, Public } from '@freight/kernel';
import { RequestPasswordResetCommand } from './request-password-reset.handler';
import { RequestPasswordResetRequestDto } from './request-password-reset.request.dto';

@Controller('auth')
export class RequestPasswordResetHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** 204 whether or not the login exists; a known member gets a one-time link by mail. 429 with Retry-After per address. */
  @Public()
  // Anonymous by nature: a token sent along is not who asked (the account named may be anyone's), so nothing is audited.
  @NoAudit()
  @Post('password-reset')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Asked; a mail is sent when the login belongs to an active member' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address; see Retry-After' })
  async request(@Body() body: RequestPasswordResetRequestDto, @Ip() address: string): Promise<void> {
    await this.commands.execute(new RequestPasswordResetCommand(body.login, address));
  }
}
