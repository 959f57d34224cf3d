import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { News, NewsPage } from '../../news';
import { ListAllNewsQuery } from './list-all-news.query';

/** GET /news: every article, published or not; `viewed` is the admin's own. */
@QueryHandler(ListAllNewsQuery)
export class ListAllNewsHandler implements IQueryHandler<ListAllNewsQuery, NewsPage> {
  constructor(private readonly news: News) {}

  async execute({ customerId, query, language }: ListAllNewsQuery): Promise<NewsPage> {
    return this.news.listAll(customerId, query, language);
  }
}
