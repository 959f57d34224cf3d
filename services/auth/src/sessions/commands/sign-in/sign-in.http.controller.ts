import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Public } from '@freight/kernel';
import { SessionResponse } from '../../domain/session';
import { SignInCommand } from './sign-in.handler';
import { SignInRequestDto } from './sign-in.request.dto';

@Controller('auth')
export class SignInHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** 429 with Retry-After after too many failures for the username or from the address. */
  @Public()
  @Post('signin')
  @HttpCode(200)
  signIn(@Body() body: SignInRequestDto, @Ip() address: string): Promise<SessionResponse> {
    return this.commands.execute(new SignInCommand(body.username, body.password, address));
  }
}
