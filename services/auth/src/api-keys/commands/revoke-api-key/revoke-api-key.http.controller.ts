import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CustomerIdParam, RequiresRole } from '@freight/kernel';
import { API_KEY_SCHEMA, ApiKeyResponse } from '../../api-keys.response';
import { RevokeApiKeyCommand } from './revoke-api-key.handler';

@Controller('auth')
export class RevokeApiKeyHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Revokes a key (it stays listed, revoked). Another customer's key, or none, is 404 alike. Not for the demo nor for keys. */
  @Delete('keys/:customerId/:keyId')
  @RequiresRole('administrator')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The key, revoked', schema: API_KEY_SCHEMA })
  revoke(@CustomerIdParam('customerId') customerId: number, @Param('keyId') keyId: string): Promise<ApiKeyResponse> {
    return this.commands.execute(new RevokeApiKeyCommand(customerId, keyId));
  }
}
