import { Query } from '@nestjs/cqrs';

export class CountUnreadNewsQuery extends Query<{ unread: number }> {
  constructor(readonly customerId: number) {
    super();
  }
}
