import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse } from '@nestjs/swagger';
import { CurrentPrincipal, CustomerIdParam, Principal, RequiresRole } from '@freight/kernel';
import { CREATE_WEBHOOK_ENDPOINT_BODY, CREATED_WEBHOOK_ENDPOINT_SCHEMA } from '../../webhooks.openapi';
import { WebhookEndpointResponse } from '../../webhooks.response';
import { CreateWebhookEndpointCommand } from './create-webhook-endpoint.handler';
import { CreateWebhookEndpointRequestDto } from './create-webhook-endpoint.request.dto';

@Controller('customer')
export class CreateWebhookEndpointHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Registers an endpoint for the chosen events; the answer holds its signing secret, once. Not for the demo (deny by default). */
  @Post('webhooks/:customerId')
  @RequiresRole('administrator')
  @HttpCode(201)
  @ApiBody({ schema: CREATE_WEBHOOK_ENDPOINT_BODY })
  @ApiCreatedResponse({
    description: 'The endpoint, with its signing secret (never answered again)',
    schema: CREATED_WEBHOOK_ENDPOINT_SCHEMA,
  })
  create(
    @CustomerIdParam('customerId') customerId: number,
    @Body() body: CreateWebhookEndpointRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<WebhookEndpointResponse & { secret: string }> {
    return this.commands.execute(new CreateWebhookEndpointCommand(customerId, principal.userId, body));
  }
}
