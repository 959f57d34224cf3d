import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse } from '@nestjs/swagger';
import { ApiNoBody, objectOf, oneOfValues, str } from '@freight/runtime';
import { CustomerIdParam, RequiresRole } from '@freight/kernel';
import { parseUuid } from '../../domain/webhook-endpoint';
import { ResendWebhookDeliveryCommand } from './resend-webhook-delivery.handler';

@Controller('customer')
export class ResendWebhookDeliveryHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Sends a delivery again now (the profile's resend button). Not for the demo (deny by default). */
  @Post('webhooks/:customerId/deliveries/:deliveryId/resend')
  @RequiresRole('administrator')
  @HttpCode(202)
  @ApiNoBody()
  @ApiAcceptedResponse({
    description: 'Due at once',
    schema: objectOf<{ id: string; status: string }>({ id: str, status: oneOfValues(['pending']) }),
  })
  resend(
    @CustomerIdParam('customerId') customerId: number,
    @Param('deliveryId') deliveryId: string,
  ): Promise<{ id: string; status: 'pending' }> {
    return this.commands.execute(new ResendWebhookDeliveryCommand(customerId, parseUuid(deliveryId)));
  }
}
