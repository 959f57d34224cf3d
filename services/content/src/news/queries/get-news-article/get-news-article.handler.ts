import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { News } from '../../news';
import type { NewsArticle } from '../../news-article';
import { GetNewsArticleQuery } from './get-news-article.query';

/** GET /news/{id}: a listed article (an admin also sees unpublished and removed ones). */
@QueryHandler(GetNewsArticleQuery)
export class GetNewsArticleHandler implements IQueryHandler<GetNewsArticleQuery, NewsArticle> {
  constructor(private readonly news: News) {}

  async execute({ principal, id, language }: GetNewsArticleQuery): Promise<NewsArticle> {
    return this.news.get(principal, id, language);
  }
}
