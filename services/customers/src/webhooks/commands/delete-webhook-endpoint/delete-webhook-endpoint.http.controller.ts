import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { objectOf, str } from '@freight/runtime';
import { CustomerIdParam, RequiresRole } from '@freight/kernel';
import { parseUuid } from '../../domain/webhook-endpoint';
import { DeleteWebhookEndpointCommand } from './delete-webhook-endpoint.handler';

@Controller('customer')
export class DeleteWebhookEndpointHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Another customer's endpoint, or none, is 404 alike. Not for the demo (deny by default). */
  @Delete('webhooks/:customerId/:endpointId')
  @RequiresRole('administrator')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: string }>({ id: str }) })
  delete(@CustomerIdParam('customerId') customerId: number, @Param('endpointId') endpointId: string): Promise<{ id: string }> {
    return this.commands.execute(new DeleteWebhookEndpointCommand(customerId, parseUuid(endpointId)));
  }
}
