import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { Subscription, SUBSCRIPTION_SCHEMA } from '../../newsletter.openapi';
import { ListNewsletterSubscriptionsQuery } from './list-newsletter-subscriptions.query';

/** GET /email/newsletter: carrier newsletters (spec section 1). */
@Controller('email/newsletter')
export class ListNewsletterSubscriptionsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOkResponse({ description: "The customer's subscriptions", schema: arrayOf(SUBSCRIPTION_SCHEMA) })
  list(@CurrentPrincipal() principal: Principal): Promise<Subscription[]> {
    return this.queries.execute(new ListNewsletterSubscriptionsQuery(principal));
  }
}
