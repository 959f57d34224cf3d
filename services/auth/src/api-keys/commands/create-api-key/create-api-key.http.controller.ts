import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { arrayOf, objectOf, oneOfValues } from '@freight/runtime';
import { CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { API_KEY_SCHEMA, ApiKeyResponse } from '../../api-keys.response';
import { CreateApiKeyCommand } from './create-api-key.handler';
import { CreateApiKeyRequestDto } from './create-api-key.request.dto';

@Controller('auth')
export class CreateApiKeyHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** A new key with its scopes; the answer holds the key, this once. Not for the demo (deny by default) nor for keys. */
  @Post('keys/:customerId')
  @RequiresRole('administrator')
  @HttpCode(201)
  @ApiBody({
    schema: objectOf<{ name: string; scopes: string[] }>({
      name: { type: 'string', maxLength: 100 },
      scopes: arrayOf(oneOfValues(['read', 'book'])),
    }),
  })
  @ApiCreatedResponse({
    description: 'The key (answered this once, never again) and its record',
    schema: {
      allOf: [API_KEY_SCHEMA, objectOf<{ key: string }>({ key: { type: 'string', pattern: '^frk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$' } })],
    },
  })
  create(
    @CustomerIdParam('customerId') customerId: number,
    @Body() body: CreateApiKeyRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiKeyResponse & { key: string }> {
    return this.commands.execute(new CreateApiKeyCommand(principal, customerId, body));
  }
}
