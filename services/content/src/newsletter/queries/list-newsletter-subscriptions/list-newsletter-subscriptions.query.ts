import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { Subscription } from '../../newsletter.openapi';

export class ListNewsletterSubscriptionsQuery extends Query<Subscription[]> {
  constructor(readonly principal: Principal) {
    super();
  }
}
