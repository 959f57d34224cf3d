import { ApiKeyDirectory } from './application/api-key-directory';
import { CreateApiKeyHandler } from './commands/create-api-key/create-api-key.handler';
import { CreateApiKeyHttpController } from './commands/create-api-key/create-api-key.http.controller';
import { ExchangeApiKeyHandler } from './commands/exchange-api-key/exchange-api-key.handler';
import { ExchangeApiKeyHttpController } from './commands/exchange-api-key/exchange-api-key.http.controller';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { RevokeApiKeyHttpController } from './commands/revoke-api-key/revoke-api-key.http.controller';
import { CreateApiKeys1780100000100 } from './database/api-keys.migrations';
import { ListApiKeysHandler } from './queries/list-api-keys/list-api-keys.handler';
import { ListApiKeysHttpController } from './queries/list-api-keys/list-api-keys.http.controller';

/** Members' API keys (issue 28 item 6), for the auth module's wiring. */
export const apiKeysMigrations = [CreateApiKeys1780100000100];
export const apiKeysControllers = [
  ListApiKeysHttpController,
  CreateApiKeyHttpController,
  RevokeApiKeyHttpController,
  ExchangeApiKeyHttpController,
];
export const apiKeysProviders = [ApiKeyDirectory, CreateApiKeyHandler, RevokeApiKeyHandler, ListApiKeysHandler, ExchangeApiKeyHandler];
