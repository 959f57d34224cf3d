import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { News, NewsPage } from '../../news';
import { ListNewsQuery } from './list-news.query';

/** GET /news/list/{custId}: the published articles with the customer's viewed state; filter {viewed}. */
@QueryHandler(ListNewsQuery)
export class ListNewsHandler implements IQueryHandler<ListNewsQuery, NewsPage> {
  constructor(private readonly news: News) {}

  async execute({ customerId, query, language }: ListNewsQuery): Promise<NewsPage> {
    return this.news.list(customerId, query, language);
  }
}
