import { Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { apiKeyOf, Public } from '@freight/kernel';
import { ExchangeApiKeyCommand, ExchangedApiKey } from './exchange-api-key.handler';

@Controller('auth')
export class ExchangeApiKeyHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `Authorization: Bearer frk_...` → a short-lived access token for the key (API_KEY_EXCHANGE_PATH). The gateway's
   * call, left out of the documented API; public, since the key in the header is the credential and the token can do
   * no more than the key (its scopes, its customer, its limit).
   */
  @Public()
  @Post('key-exchange')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  exchange(@Headers('authorization') authorization: string | undefined): Promise<ExchangedApiKey> {
    return this.commands.execute(new ExchangeApiKeyCommand(apiKeyOf(authorization)));
  }
}
