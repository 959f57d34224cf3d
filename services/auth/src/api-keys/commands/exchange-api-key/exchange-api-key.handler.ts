import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { API_KEY_TOKEN_TTL_SECONDS } from '@freight/kernel';
import { TokenIssuer } from '../../../tokens/token-issuer';
import { ApiKeyDirectory } from '../../application/api-key-directory';
import { apiKeyInvalid } from '../../domain/api-key.errors';

export class ExchangeApiKeyCommand {
  constructor(readonly key: string | undefined) {}
}

export interface ExchangedApiKey {
  accessToken: string;
  expiresIn: number;
}

/**
 * An API key for a short-lived access token that carries the key's id and scopes (distributed mode: the gateway
 * asks, so the services behind it verify a signature and need no key store). Asks the directory itself, uncached,
 * so a key revoked anywhere is refused here at once, and the key's last use is recorded as for a direct call.
 */
@CommandHandler(ExchangeApiKeyCommand)
export class ExchangeApiKeyHandler implements ICommandHandler<ExchangeApiKeyCommand, ExchangedApiKey> {
  constructor(
    private readonly directory: ApiKeyDirectory,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute({ key }: ExchangeApiKeyCommand): Promise<ExchangedApiKey> {
    const principal = key ? await this.directory.find(key) : null;
    if (!principal) throw apiKeyInvalid(!!key);
    return { accessToken: this.tokens.apiKeyAccessToken(principal, API_KEY_TOKEN_TTL_SECONDS), expiresIn: API_KEY_TOKEN_TTL_SECONDS };
  }
}
