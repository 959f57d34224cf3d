import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBody } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { Subscription, SUBSCRIBE_BODY, SUBSCRIPTION_SCHEMA } from '../../newsletter.openapi';
import { SubscribeNewsletterCommand } from './subscribe-newsletter.command';

/** POST /email/newsletter: a member subscribes an address to a carrier's newsletter (spec section 1). */
@Controller('email/newsletter')
export class SubscribeNewsletterHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /email/newsletter {carrierCode, email}: 202, pending until the link in the mail is opened. */
  @Post()
  @HttpCode(202)
  @ApiBody({ schema: SUBSCRIBE_BODY })
  @ApiAcceptedResponse({ description: 'Pending until the link in the mail is opened', schema: SUBSCRIPTION_SCHEMA })
  subscribe(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<Subscription> {
    return this.commands.execute(new SubscribeNewsletterCommand(principal, body));
  }
}
