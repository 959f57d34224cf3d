import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { dateTime, objectOf, str } from '@freight/runtime';
import { AdminOnly, CurrentPrincipal, Principal } from '@freight/kernel';
import { IssuedSsoKey, IssueSsoKeyCommand } from './issue-sso-key.handler';
import { IssueSsoKeyRequestDto } from './issue-sso-key.request.dto';

@Controller('auth/sso')
export class IssueSsoKeyHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Admins only (customer level 1): others get 403 AUTH.FORBIDDEN, the demo 403 AUTH.DEMO_FORBIDDEN. */
  @AdminOnly()
  @Post('keys')
  @HttpCode(201)
  @ApiCreatedResponse({
    description: 'The one-time key, shown only here',
    schema: objectOf<IssuedSsoKey>({
      key: str,
      expiresAt: dateTime,
      url: { ...str, description: 'The console route that signs in with the key' },
    }),
  })
  issue(@Body() body: IssueSsoKeyRequestDto, @CurrentPrincipal() principal: Principal): Promise<IssuedSsoKey> {
    return this.commands.execute(new IssueSsoKeyCommand(body.username, principal));
  }
}
