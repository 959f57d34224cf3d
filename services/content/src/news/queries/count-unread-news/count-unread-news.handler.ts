import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { News } from '../../news';
import { CountUnreadNewsQuery } from './count-unread-news.query';

/** GET /news/unread/{custId}: the count for the console's badge. */
@QueryHandler(CountUnreadNewsQuery)
export class CountUnreadNewsHandler implements IQueryHandler<CountUnreadNewsQuery, { unread: number }> {
  constructor(private readonly news: News) {}

  async execute({ customerId }: CountUnreadNewsQuery): Promise<{ unread: number }> {
    return { unread: await this.news.unread(customerId) };
  }
}
